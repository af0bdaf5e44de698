/** What the boot learned about embedding: set once before the first render. */
export interface EmbedState {
  embedded: boolean;
  /** Token sent by the parent platform in its parentParams message, if any. */
  parentToken?: string;
}

let state: EmbedState = { embedded: false };

export function setEmbedState(next: EmbedState): void {
  state = next;
}

export function getEmbedState(): EmbedState {
  return state;
}
