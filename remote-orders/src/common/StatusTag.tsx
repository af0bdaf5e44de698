import Tag from 'antd/es/tag';
import { statusColor } from '../tracking/orderStatus';

/** An order status as the server names it, in the status's colour. */
export function StatusTag({ status, label }: { status: string; label: string }) {
  return <Tag color={statusColor(status)}>{label}</Tag>;
}
