export default async function globalTeardown(): Promise<void> {
  (globalThis as { __portal?: { stop: () => void } }).__portal?.stop();
}
