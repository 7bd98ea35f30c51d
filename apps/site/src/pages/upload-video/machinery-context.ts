import { createContext, useContext } from 'react';
import { browserMachinery } from './browser-machinery.ts';
import type { UploadMachinery } from './upload-machinery.ts';

/** The machinery of the upload page: the browser's, unless a test provides its own. */
export const UploadMachineryContext = createContext<UploadMachinery>(browserMachinery);

/** The machinery the page runs with. */
export function useUploadMachinery(): UploadMachinery {
  return useContext(UploadMachineryContext);
}
