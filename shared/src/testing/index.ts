// Test-only helpers, imported by tests as 'shared/testing'; the package root never exports them.
export { renderAgain, renderPage, signedInStore } from './renderPage';
export { answerLater, refuseLater } from './answerLater';
export { menuNameOf, routeTitles } from './menuSeed';
export { routeFolderProblems } from './routeFolders';
export {
  deferred,
  fakeGateway,
  fileAnswer,
  pageOf,
  refusal,
  type FakeGateway,
  type GatewayCall,
  type GatewayHandler,
  type GatewayQuery,
  type GatewayRoutes,
  type GatewayAnswer,
  type GatewayEnvelope,
  type GatewayRouteKey,
  type Refusal,
  type UntypedHandler,
} from './fakeGateway';
export { sharedTextsRedefinedIn } from './sharedTexts';
export { xlsxFile } from './xlsxFile';
export { fieldErrorOf, fieldRefusal } from './fieldErrors';
export { ledgerAnswer, type LedgerAnswer } from './ledger';
