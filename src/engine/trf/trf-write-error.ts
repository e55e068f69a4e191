import { RangeRefusalError, type Said } from '../../messages/said.js';

/**
 * A tournament a TRF file cannot hold as it stands (a text with a line break,
 * a field wider than its columns): its English text and why, as a message of
 * the catalogue (`refusal`), for the add-on's Export TRF to say in the
 * organiser's language.
 */
export class TrfWriteError extends RangeRefusalError<Said> {
  override name = 'TrfWriteError';
}
