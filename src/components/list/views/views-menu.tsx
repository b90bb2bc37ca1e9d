import { ActionIcon, Button, Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCheck,
  IconChevronDown,
  IconDeviceFloppy,
  IconLayoutList,
  IconLink,
  IconPencil,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../confirm-dialog';
import { PHONE_QUERY } from '../../form/use-date-dropdown';
import { ViewNameDialog } from './view-name-dialog';
import type { ViewNameProblem } from './view-store';
import { useMenuOnFirstUse } from '../../use-menu-on-first-use';

export type ViewItem = { id: string; name: string; builtIn: boolean };

export type ViewsMenuProps = {
  /** The list's own views first, then the user's. */
  views: readonly ViewItem[];
  /** The view the list shows now (its filters, columns, density and page size), if any. */
  activeId?: string;
  /** The view that opens the list. */
  defaultId?: string;
  onApply: (id: string) => void;
  onSave: (name: string) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  onSetDefault: (id: string | undefined) => void;
  onShare: (id: string) => void;
  /** Why a name cannot be taken, or null. */
  nameProblem: (name: string, except?: string) => ViewNameProblem | null;
};

type Dialog = { kind: 'save' } | { kind: 'rename'; view: ViewItem } | { kind: 'delete'; view: ViewItem };

/**
 * The views of a list, beside its search: pick one, save what the list shows under a name, and
 * for the view shown: rename or delete it (the user's own), make it the list's default, copy its
 * link. Plain props: the state lives with the list (useListViews).
 */
export const ViewsMenu = ({
  views,
  activeId,
  defaultId,
  onApply,
  onSave,
  onRename,
  onDelete,
  onSetDefault,
  onShare,
  nameProblem,
}: ViewsMenuProps) => {
  const { t } = useTranslation('lists');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The menu is made on the first click (useMenuOnFirstUse): until then the list pays for a
  // button only, as its column menu and row menus do.
  const { armed, arm, target: targetRef, menu } = useMenuOnFirstUse<HTMLButtonElement>();
  const active = views.find((view) => view.id === activeId);
  const label = active ? t('views.shown', { name: active.name }) : t('views.menu');
  // A phone's row beside the search has room for an icon only; its name says the view.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const target = phone ? (
    <ActionIcon
      ref={targetRef}
      variant={active ? 'light' : 'default'}
      size="input-sm"
      aria-label={label}
      title={label}
      data-testid="views-menu"
      aria-haspopup="menu"
      onClick={arm}
    >
      <IconLayoutList size={18} />
    </ActionIcon>
  ) : (
    <Button
      ref={targetRef}
      variant="default"
      leftSection={<IconLayoutList size={16} />}
      rightSection={<IconChevronDown size={14} />}
      maw={260}
      data-testid="views-menu"
      aria-haspopup="menu"
      onClick={arm}
    >
      <Text span inherit truncate>
        {label}
      </Text>
    </Button>
  );
  const own = views.filter((view) => !view.builtIn);
  const builtIn = views.filter((view) => view.builtIn);
  const item = (view: ViewItem) => (
    <Menu.Item
      key={view.id}
      onClick={() => onApply(view.id)}
      leftSection={view.id === activeId ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
      rightSection={view.id === defaultId && <IconStar size={14} aria-label={t('views.isDefault')} />}
      aria-current={view.id === activeId ? 'true' : undefined}
    >
      {view.name}
    </Menu.Item>
  );
  return (
    <>
      {armed ? (
        <Menu position="bottom-start" shadow="md" width={260} {...menu}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            {builtIn.length > 0 && <Menu.Label>{t('views.builtIn')}</Menu.Label>}
            {builtIn.map(item)}
            <Menu.Label>{t('views.own')}</Menu.Label>
            {own.length ? own.map(item) : <Menu.Item disabled>{t('views.none')}</Menu.Item>}
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconDeviceFloppy size={14} />}
              onClick={() => setDialog({ kind: 'save' })}
            >
              {t('views.save')}
            </Menu.Item>
            {active && (
              <>
                <Menu.Label>{active.name}</Menu.Label>
                {!active.builtIn && (
                  <Menu.Item
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setDialog({ kind: 'rename', view: active })}
                  >
                    {t('views.rename')}
                  </Menu.Item>
                )}
                {active.id === defaultId ? (
                  <Menu.Item leftSection={<IconStarOff size={14} />} onClick={() => onSetDefault(undefined)}>
                    {t('views.unsetDefault')}
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconStar size={14} />} onClick={() => onSetDefault(active.id)}>
                    {t('views.setDefault')}
                  </Menu.Item>
                )}
                <Menu.Item leftSection={<IconLink size={14} />} onClick={() => onShare(active.id)}>
                  {t('views.share')}
                </Menu.Item>
                {!active.builtIn && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setDialog({ kind: 'delete', view: active })}
                  >
                    {t('views.delete')}
                  </Menu.Item>
                )}
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      ) : (
        target
      )}
      {dialog && dialog.kind !== 'delete' && (
        <ViewNameDialog
          opened
          title={dialog?.kind === 'rename' ? t('views.renameTitle') : t('views.saveTitle')}
          initialName={dialog?.kind === 'rename' ? dialog.view.name : ''}
          problem={(name) => nameProblem(name, dialog?.kind === 'rename' ? dialog.view.id : undefined)}
          onSubmit={(name) => {
            if (dialog?.kind === 'rename') onRename(dialog.view.id, name);
            else onSave(name);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('views.deleteTitle')}
          confirmLabel={t('views.delete')}
          color="red"
          onConfirm={() => {
            onDelete(dialog.view.id);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        >
          <Text size="sm">{t('views.deleteText', { name: dialog.view.name })}</Text>
        </ConfirmDialog>
      )}
    </>
  );
};
