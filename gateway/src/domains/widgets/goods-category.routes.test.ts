import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../../test/helper';

interface Node {
  id: number;
  parentId: number | null;
  name: string;
  children: Node[];
}

const TREE = '/customer-api/goodsCategory/tree';
const SAVE = '/customer-api/goodsCategory';
const remove = (id: number) => `/customer-api/goodsCategory/delete?id=${id}`;

describe('goods categories (tree per customer)', () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  const tree = async (token: string): Promise<Node[]> => body(await get(app, TREE, authHeaders(token))).data;
  const find = (nodes: Node[], name: string): Node | undefined =>
    nodes.map((node) => (node.name === name ? node : find(node.children, name))).find(Boolean);

  beforeAll(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo', 'Demo@12345');
    other = await login(app, 'other', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('needs a session', async () => {
    expect((await get(app, TREE)).statusCode).toBe(401);
    expect((await post(app, SAVE, { name: 'x' })).statusCode).toBe(401);
    expect((await post(app, remove(1))).statusCode).toBe(401);
  });

  it("answers the customer's categories nested as {id, parentId, name, children}", async () => {
    const nodes = await tree(demo);
    expect(nodes.map((node) => node.name)).toEqual([
      'Elektronik',
      'Fashion',
      'Makanan & Minuman',
      'Kesehatan & Kecantikan',
      'Dokumen',
    ]);
    const electronics = find(nodes, 'Elektronik')!;
    expect(electronics.children.map((node) => node.name)).toEqual(['Ponsel & Tablet', 'Aksesoris Komputer']);
    expect(electronics.children[0]).toMatchObject({ parentId: electronics.id, children: [] });
    expect((await tree(other)).map((node) => node.name)).toEqual(['Suku Cadang', 'Alat Tulis']);
  });

  it('adds a top-level node and a child, renames it, and refuses a duplicate name at one level', async () => {
    const top = body(await post(app, SAVE, { name: 'Mainan' }, authHeaders(demo))).data;
    expect(top).toEqual({ id: expect.any(Number), parentId: null, name: 'Mainan' });
    const child = body(await post(app, SAVE, { parentId: top.id, name: 'Boneka' }, authHeaders(demo))).data;
    expect(child.parentId).toBe(top.id);
    const renamed = body(
      await post(app, SAVE, { id: child.id, name: 'Boneka & Figur' }, authHeaders(demo)),
    ).data;
    expect(renamed).toEqual({ id: child.id, parentId: top.id, name: 'Boneka & Figur' });
    expect(find(await tree(demo), 'Mainan')!.children.map((node) => node.name)).toEqual(['Boneka & Figur']);
    const duplicate = body(await post(app, SAVE, { name: 'Mainan' }, authHeaders(demo)));
    expect(duplicate).toMatchObject({
      code: 500,
      msg: 'a category named Mainan already exists at this level',
    });
  });

  it("refuses an empty name ('please enter' on the client) and a node moved under itself", async () => {
    expect((await post(app, SAVE, { name: '  ' }, authHeaders(demo))).statusCode).toBe(400);
    const fashion = find(await tree(demo), 'Fashion')!;
    const shoes = find(fashion.children, 'Sepatu')!;
    const cycle = body(
      await post(app, SAVE, { id: fashion.id, parentId: shoes.id, name: 'Fashion' }, authHeaders(demo)),
    );
    expect(cycle).toMatchObject({ code: 500, msg: 'a category cannot be moved under itself' });
  });

  it('refuses deleting a node with children, translated', async () => {
    const fashion = find(await tree(demo), 'Fashion')!;
    const answer = body(await post(app, remove(fashion.id), undefined, authHeaders(demo, 'CN')));
    expect(answer).toMatchObject({ code: 500, msg: '该分类下还有子分类，不能删除' });
  });

  it('refuses deleting a node that templates use, naming how many', async () => {
    const phones = find(await tree(demo), 'Ponsel & Tablet')!;
    const answer = body(await post(app, remove(phones.id), undefined, authHeaders(demo)));
    expect(answer.code).toBe(500);
    expect(answer.msg).toMatch(/^this category is used by \d+ goods templates and cannot be deleted$/);
  });

  it('deletes a free leaf with a translated msg', async () => {
    const leaf = body(await post(app, SAVE, { name: 'Sementara' }, authHeaders(demo))).data;
    expect(body(await post(app, remove(leaf.id), undefined, authHeaders(demo)))).toEqual({
      code: 1,
      msg: 'deleted successfully',
      data: null,
    });
    expect(find(await tree(demo), 'Sementara')).toBeUndefined();
  });

  it('deletes also when the client sends Content-Type application/json with no body', async () => {
    const leaf = body(await post(app, SAVE, { name: 'Tanpa isi' }, authHeaders(demo))).data;
    const response = await app.inject({
      method: 'POST',
      url: remove(leaf.id),
      headers: { ...authHeaders(demo), 'content-type': 'application/json' },
    });
    expect(body(response)).toMatchObject({ code: 1, msg: 'deleted successfully' });
    const broken = await app.inject({
      method: 'POST',
      url: SAVE,
      payload: '{"name":',
      headers: { ...authHeaders(demo), 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it("keeps tenants apart: the other shipper cannot rename, nest under or delete demo's nodes", async () => {
    const documents = find(await tree(demo), 'Dokumen')!;
    expect(body(await post(app, SAVE, { id: documents.id, name: 'x' }, authHeaders(other))).code).toBe(404);
    expect(body(await post(app, SAVE, { parentId: documents.id, name: 'x' }, authHeaders(other))).code).toBe(
      404,
    );
    expect(body(await post(app, remove(documents.id), undefined, authHeaders(other))).code).toBe(404);
    expect(find(await tree(demo), 'Dokumen')).toMatchObject({ id: documents.id, name: 'Dokumen' });
  });
});
