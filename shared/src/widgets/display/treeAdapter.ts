import { get, post } from '../../http/request';

export type TreeNodeId = string | number;

/** A node of an editable tree, e.g. a goods category `{id, parentId, name, children}`. */
export interface EditableTreeNode {
  id: TreeNodeId;
  parentId?: TreeNodeId | null;
  name: string;
  children?: EditableTreeNode[];
}

/** What the node form saves: no id creates, an id renames. */
export interface TreeNodeDraft {
  id?: TreeNodeId;
  parentId?: TreeNodeId | null;
  name: string;
}

/**
 * Where a tree editor loads, saves and deletes its nodes. A refusal rejects with the server's msg
 * (an ApiError); the editor shows it.
 */
export interface TreeEditorAdapter {
  load(): Promise<EditableTreeNode[]>;
  save(draft: TreeNodeDraft): Promise<unknown>;
  remove(id: TreeNodeId): Promise<unknown>;
}

export interface RestTreeUrls {
  /** GET → the node list (roots with nested children). */
  treeUrl: string;
  /** POST body `{id?, parentId?, name}`. */
  saveUrl: string;
  /** POST `?id=`. */
  deleteUrl: string;
}

/**
 * A tree adapter over the gateway's REST shape, sent through shared's http (silent: the editor
 * shows the server msg itself).
 * @example
 * const goodsCategories = createRestTreeAdapter({
 *   treeUrl: '/customer-api/goodsCategory/tree',
 *   saveUrl: '/customer-api/goodsCategory',
 *   deleteUrl: '/customer-api/goodsCategory/delete',
 * });
 * <TreeEditor adapter={goodsCategories} />
 */
export function createRestTreeAdapter({ treeUrl, saveUrl, deleteUrl }: RestTreeUrls): TreeEditorAdapter {
  return {
    load: () => get<EditableTreeNode[]>(treeUrl, undefined, { silent: true }),
    save: (draft) => post(saveUrl, draft, { silent: true }),
    remove: (id) => post(deleteUrl, undefined, { silent: true, params: { id } }),
  };
}
