/** The random tournament generator of the FIDE acceptance procedure (C.04.A). */
export {
  DEFAULT_GENERATOR_CONFIG,
  generateTournament,
  GeneratorConfigError,
  parseGeneratorConfig,
  type GeneratorConfig,
} from './generate.js';
