import type { AddonPorts } from '../ports.js';
import { RecognisedWorkbook } from './recognised-workbook.js';

/** Ports whose workbook is seen through its tab records. */
export interface RecognisingPorts extends AddonPorts {
  workbook(): RecognisedWorkbook;
}

/**
 * `ports` with the workbook seen through its records (RecognisedWorkbook),
 * one view for the whole run so that every use case of the run sees the
 * changes of the others.
 */
export function recognisingTabs(ports: AddonPorts, { record = true } = {}): RecognisingPorts {
  let workbook: RecognisedWorkbook | null = null;
  return {
    ...ports,
    workbook: () =>
      (workbook ??= new RecognisedWorkbook(ports.workbook(), {
        userLocale: () => ports.userLocale(),
        record,
      })),
  };
}
