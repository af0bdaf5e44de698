/** Service: complaints (remote-service). Mounted under /customer-api. */
export { default } from './complaint.routes';
