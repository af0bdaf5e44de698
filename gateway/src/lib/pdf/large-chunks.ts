import { pipeline, Transform, type Readable } from 'node:stream';

/** About what one socket write carries well. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The bytes of `source` in chunks of about 64 KB. pdfkit pushes every line of a PDF's object
 * headers as its own small chunk (some 18,000 for 1,000 labels), each a trip through the response
 * stream; gathered, they are a few dozen. An error of `source` destroys the answer with it.
 *
 * @example
 * reply.type('application/pdf').send(inLargeChunks(doc));
 */
export function inLargeChunks(source: Readable, chunkBytes = CHUNK_BYTES): Readable {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const gathered = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= chunkBytes) {
        const whole = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        done(null, whole);
      } else done();
    },
    flush(done) {
      done(null, pendingBytes > 0 ? Buffer.concat(pending, pendingBytes) : undefined);
    },
  });
  pipeline(source, gathered, () => {
    // errors reach the reply through `gathered`, which pipeline destroys with them
  });
  return gathered;
}
