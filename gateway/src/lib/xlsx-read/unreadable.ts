import { ImportFileError } from './import-error';

/** A file that passed the xlsx guard but whose zip or XML turns out broken while it is read. */
export const unreadable = (): ImportFileError => new ImportFileError('import.unreadable');
