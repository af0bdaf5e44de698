/** One uploaded file as the upload widget's value holds it (spec §3: url and name). */
export interface UploadedFile {
  url: string;
  name: string;
}

/** Progress callback of an upload: percent from 0 to 100. */
export type UploadProgress = (percent: number) => void;

/**
 * Sends one file directly to a cloud storage provider and resolves the provider's answer (the
 * widget reads the url and name from it with `urlKey` / `nameKey`).
 */
export type CloudSend = (file: File, onProgress: UploadProgress) => Promise<Record<string, unknown>>;

/**
 * Direct-to-cloud upload strategy (spec §7: "or directly to a cloud storage provider"). `load`
 * fetches the provider's library (e.g. a dynamic import of its SDK) and returns the sender; when
 * it rejects, the upload aborts with the failure message (spec §8: missing cloud-storage library).
 * @example
 * const uploader: CloudUploader = {
 *   load: async () => {
 *     const { putObject } = await import('./cloudSdk');
 *     return (file, onProgress) => putObject(file, { onProgress });
 *   },
 * };
 */
export interface CloudUploader {
  load(): Promise<CloudSend>;
}
