import { useTranslation } from 'react-i18next';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'shared';
import { NAMESPACE } from '../i18n';
import { CLAIM_TYPES, type ClaimType } from './api';
import { ClaimList } from './ClaimList';
import { TicketList } from './TicketList';
import './texts';

/** A claim type of the URL, if it is one. */
const claimTypeOf = (value: string | null): ClaimType | undefined =>
  CLAIM_TYPES.find((type) => type === value);

/**
 * /workOrder: tickets (SLA clocks, thread, rating, reopen) and claims (cap shown before
 * submission) as two tabs. `?open=ticket|claim&billCode=` opens the form for a waybill (the held
 * parcels' "no scan for N days" rows link here), `&claimType=LATE|LOST|...` with its claim type chosen
 * and its cap shown (the late-parcel list links here); `?ticketNo=` and `?tab=claims&claimNo=` (the
 * notifications' links) open that ticket's or claim's detail.
 */
export default function WorkOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const open = params.get('open');
  const billCode = params.get('billCode') ?? undefined;
  const initial = open === 'claim' || params.get('tab') === 'claims' ? 'claims' : 'tickets';
  return (
    <Tabs
      defaultActiveKey={initial}
      items={[
        {
          key: 'tickets',
          label: t('ticket.tabs.tickets'),
          children: (
            <TicketList
              openFor={open === 'ticket' ? billCode : undefined}
              ticketNo={params.get('ticketNo') ?? undefined}
            />
          ),
        },
        {
          key: 'claims',
          label: t('ticket.tabs.claims'),
          children: (
            <ClaimList
              openFor={open === 'claim' ? billCode : undefined}
              openType={claimTypeOf(params.get('claimType'))}
              claimNo={params.get('claimNo') ?? undefined}
            />
          ),
        },
      ]}
    />
  );
}
