import type { Format } from './format.js';

/** A message: a fixed text, or a sentence of its parameters (plural forms and numbers by `format`). */
export type Message = string | ((params: never, format: Format) => string);
