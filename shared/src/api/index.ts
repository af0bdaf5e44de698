export type { paths } from './schema';
export type {
  ApiBody,
  ApiData,
  ApiEnvelope,
  ApiFilePath,
  ApiForm,
  ApiMethod,
  ApiPath,
  ApiPathOf,
  ApiPathParams,
  ApiQuery,
  ApiRefusal,
  OperationBody,
  OperationData,
  OperationId,
  OperationQuery,
} from './types';
export {
  BILL_CODE_PATTERN,
  COMPLAINT_LIMITS,
  IN_TRANSIT_STATUSES,
  maskPhone,
  NATIONAL_MOBILE,
  normaliseMobile,
  ORDER_LIMITS,
  toInternational,
} from './rules';
