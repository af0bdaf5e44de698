import './texts';

export { WaybillLedger } from './WaybillLedger';
export { WaybillLedgerDrawer } from './WaybillLedgerDrawer';
export type { WaybillLedgerDrawerProps } from './WaybillLedgerDrawer';
export { LedgerFigures } from './LedgerFigures';
export { fetchWaybillLedger } from './api';
export type { WaybillLedgerData, WaybillLedgerEntry } from './api';
