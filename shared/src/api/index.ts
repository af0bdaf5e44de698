export type { paths } from './schema';
export type {
  ApiBody,
  ApiData,
  ApiEnvelope,
  ApiMethod,
  ApiPath,
  ApiQuery,
  OperationBody,
  OperationData,
  OperationId,
  OperationQuery,
} from './types';
