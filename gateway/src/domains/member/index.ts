/** Member: level, points and the points shop (remote-account). Mounted under /customer-api. */
export { default } from './member.routes';
