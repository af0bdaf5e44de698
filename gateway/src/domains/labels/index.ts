/** Shipping labels (PDF) and quick print (remote-orders /fastPrinting). Mounted under /customer-api. */
export { default } from './label.routes';
