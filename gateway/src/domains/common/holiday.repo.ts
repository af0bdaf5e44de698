import type { Database } from '../../db/client';
import { holidays } from '../../db/schema/calendar';
import { BusinessCalendar } from '../../lib/calendar/business-days';

/**
 * The courier's business calendar, read from the holidays table. Domains that count business days
 * (payout cycles, auto-agree, SLA due times, statement issue dates) ask for it per job or request:
 * the table is small and an operator's edit takes effect on the next call.
 */
export async function businessCalendar(db: Database): Promise<BusinessCalendar> {
  const rows = await db.select({ day: holidays.day }).from(holidays);
  return new BusinessCalendar(rows.map((row) => row.day));
}
