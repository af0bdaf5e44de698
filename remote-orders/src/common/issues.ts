import { ApiError, messageOf, type ApiRefusal } from 'shared';
import { fieldPathOf, serverFieldErrorsOf } from 'shared/widgets';

/** The data of input the order rules refuse: every broken rule, translated by the server. */
export type OrderRejected = ApiRefusal<'/customer-api/order/create', 'post'>;
export type OrderIssue = OrderRejected['issues'][number];

export function isRejected(data: unknown): data is OrderRejected {
  return typeof data === 'object' && data !== null && Array.isArray((data as OrderRejected).issues);
}

/**
 * The issues a refused call carries: the order rules' issues, or the fields of a body that fails
 * its schema (`body.receiver.phone` as 'receiver.phone'); none for other failures.
 */
export function issuesOf(error: unknown): OrderIssue[] {
  if (error instanceof ApiError && isRejected(error.data)) return error.data.issues;
  return serverFieldErrorsOf(error).map((fieldError) => ({
    field: fieldPathOf(fieldError.field).join('.'),
    messageCode: 'invalidInput',
    params: {},
    message: fieldError.message,
  }));
}

/** What a failed order call tells the user: the server's summary and its issues. */
export interface Refusal {
  msg?: string;
  issues: OrderIssue[];
}

export function refusalOf(error: unknown): Refusal {
  return { msg: messageOf(error), issues: issuesOf(error) };
}

const REGION_FIELDS: Record<string, string> = {
  province: 'provinceCode',
  city: 'cityCode',
  district: 'districtCode',
  districtCode: 'districtCode',
};

/**
 * The form field an issue names: the server's 'receiver.district' is the form's
 * ['receiver', 'districtCode'] (the cascades hold codes); other fields keep their path.
 * @example
 * formFieldOf('receiver.city'); // ['receiver', 'cityCode']
 * formFieldOf('weightKg'); // ['weightKg']
 */
export function formFieldOf(field: string): string[] {
  const [head, tail] = field.split('.');
  if (tail === undefined) return [head];
  return [head, REGION_FIELDS[tail] ?? tail];
}
