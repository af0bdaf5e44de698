import { useCallback, useEffect, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tree, { type DataNode } from 'antd/es/tree';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { messageOf } from '../../http/messageOf';
import type { EditableTreeNode, TreeEditorAdapter, TreeNodeDraft } from './treeAdapter';
import { TreeNodeForm } from './TreeNodeForm';

export interface TreeEditorProps {
  adapter: TreeEditorAdapter;
  /** Label of the node name (default 'name'); the form asks 'please enter' + label. */
  nameLabel?: string;
  /** Tree scroll height (spec §9: tree lists scroll at 180 px; default: no scroll). */
  height?: number;
}

type FormState = { draft: TreeNodeDraft; title: string } | undefined;

function parentKeys(nodes: EditableTreeNode[], into: Key[] = []): Key[] {
  for (const node of nodes)
    if (node.children?.length) {
      into.push(String(node.id));
      parentKeys(node.children, into);
    }
  return into;
}

/**
 * Tree editor (spec §4, §5): add a root or child node, rename a node, delete a node after
 * 'delete this node?'; the node form requires the name ('please enter' + label). Loads, saves and
 * deletes through `adapter` and shows the server msg when a call is refused.
 * @example
 * <TreeEditor adapter={createRestTreeAdapter({ treeUrl, saveUrl, deleteUrl })} nameLabel="category name" />
 */
export function TreeEditor({ adapter, nameLabel, height }: TreeEditorProps) {
  const { t } = useTranslation('shared');
  const { message, modal } = App.useApp();
  const label = nameLabel ?? t('display.nodeName');
  const [nodes, setNodes] = useState<EditableTreeNode[]>();
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [form, setForm] = useState<FormState>();

  const refused = useCallback(
    (error: unknown) => message.error(messageOf(error) ?? t('requestFailed')),
    [message, t],
  );
  const reload = useCallback(
    () =>
      adapter.load().then((loaded) => {
        setNodes(loaded);
        setExpanded((open) => [...new Set([...open, ...parentKeys(loaded)])]);
      }, refused),
    [adapter, refused],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (draft: TreeNodeDraft) => {
    try {
      await adapter.save(draft);
    } catch (error) {
      refused(error);
      throw error;
    }
    message.success(t('display.savedSuccessfully'));
    setForm(undefined);
    await reload();
  };

  const confirmDelete = (node: EditableTreeNode) =>
    modal.confirm({
      title: t('deleteNodeConfirm'),
      content: node.name,
      onOk: async () => {
        try {
          await adapter.remove(node.id);
          message.success(t('deletedSuccessfully'));
          await reload();
        } catch (error) {
          refused(error);
        }
      },
    });

  const toData = (node: EditableTreeNode): DataNode => ({
    key: String(node.id),
    title: (
      <NodeRow
        node={node}
        onAdd={() => setForm({ draft: { parentId: node.id, name: '' }, title: t('display.addChild') })}
        onEdit={() =>
          setForm({
            draft: { id: node.id, parentId: node.parentId, name: node.name },
            title: t('display.edit'),
          })
        }
        onDelete={() => confirmDelete(node)}
      />
    ),
    children: node.children?.map(toData),
  });
  const treeData = (nodes ?? []).map(toData);

  return (
    <div>
      <Button
        icon={<PlusOutlined />}
        onClick={() => setForm({ draft: { parentId: null, name: '' }, title: t('display.addRoot') })}
        style={{ marginBottom: 12 }}
      >
        {t('display.addRoot')}
      </Button>
      {nodes === undefined ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <Empty description={t('noData')} />
      ) : (
        <Tree
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={setExpanded}
          selectable={false}
          blockNode
          height={height}
        />
      )}
      <TreeNodeForm
        draft={form?.draft}
        title={form?.title ?? ''}
        nameLabel={label}
        onSave={save}
        onCancel={() => setForm(undefined)}
      />
    </div>
  );
}

function NodeRow({
  node,
  onAdd,
  onEdit,
  onDelete,
}: {
  node: EditableTreeNode;
  onAdd(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('shared');
  return (
    <Space
      data-testid={`tree-node-${node.id}`}
      size={4}
      style={{ width: '100%', justifyContent: 'space-between' }}
    >
      <span>{node.name}</span>
      <Space size={0}>
        <Button
          type="text"
          size="small"
          icon={<PlusOutlined />}
          aria-label={`${t('display.addChild')} ${node.name}`}
          onClick={onAdd}
        />
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`${t('display.edit')} ${node.name}`}
          onClick={onEdit}
        />
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('display.delete')} ${node.name}`}
          onClick={onDelete}
        />
      </Space>
    </Space>
  );
}
