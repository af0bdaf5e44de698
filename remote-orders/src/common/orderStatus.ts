/** Tag colour of each order status the gateway knows (unknown statuses get antd's neutral tag). */
const STATUS_COLORS: Record<string, string> = {
  CREATED: 'gold',
  PICKED_UP: 'cyan',
  IN_TRANSIT: 'blue',
  ARRIVED: 'geekblue',
  OUT_FOR_DELIVERY: 'purple',
  DELIVERED: 'green',
  PROBLEM: 'red',
  RETURNING: 'orange',
  RETURNED: 'volcano',
  CANCELLED: 'gray',
};

export function statusColor(status: string): string | undefined {
  return STATUS_COLORS[status];
}

/** Newest scan first, whatever order the gateway sent. */
export function newestFirst<T extends { scanTime: string }>(events: T[]): T[] {
  return [...events].sort((a, b) => Date.parse(b.scanTime) - Date.parse(a.scanTime));
}
