import { ENGLISH, translatorFor } from '../../messages/index.js';
import type { AddonPorts } from '../ports.js';
import { RecognisedWorkbook } from './recognised-workbook.js';

/**
 * `ports` with the workbook seen through its records (RecognisedWorkbook),
 * one view for the whole run so that every use case of the run sees the
 * changes of the others.
 */
export function recognisingTabs(ports: AddonPorts, { record = true } = {}): AddonPorts {
  let workbook: RecognisedWorkbook | null = null;
  return {
    ...ports,
    workbook: () =>
      (workbook ??= new RecognisedWorkbook(ports.workbook(), {
        language: () => translatorFor(ENGLISH),
        record,
      })),
  };
}
