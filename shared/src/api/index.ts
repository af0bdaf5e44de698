export type { paths } from './schema';
export type { ApiBody, ApiData, ApiEnvelope, ApiMethod, ApiPath, ApiQuery } from './types';
