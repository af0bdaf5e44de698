import { DEMO_BILL_CODES } from './orders-data';

/** The seeded complaint that customer service has answered, so tests and e2e can find it. */
export const SEEDED_REPLIED_COMPLAINT = {
  kind: 'COMPLAINT',
  category: 'DELIVERY_DELAY',
  billCode: DEMO_BILL_CODES.delivered,
  content: `Paket ${DEMO_BILL_CODES.delivered} sampai 2 hari lebih lambat dari estimasi, mohon dicek kurirnya.`,
  contactPhone: '081210002026',
  reply:
    'Mohon maaf atas keterlambatannya. Paket tertahan di Hub Surabaya karena cuaca buruk; kurir terkait sudah kami beri pembinaan.',
} as const;
