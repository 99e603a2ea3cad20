import { ActionIcon, Button, Center, Indicator, Loader, Popover, ScrollArea, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useEscapeToClose } from '../../../lib/hooks/use-escape-to-close';
import type { TNotification } from '../../../../shared/contracts/notifications.contract';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.mutation';
import { TEXTOS_NOTIFICACIONES as T } from '../../../../shared/labels/shell';
import { QueryError } from '../../../components/feedback/query-error';
import { useMarkNotificationRead } from '../api/mark-read.mutation';
import { notificationsKeys, notificationsListQuery, unreadCountQuery } from '../api/notifications.query';
import { flattenNotifications } from '../lib/notification-pages';
import { NotificationItem } from './notification-item';
import { HEADER_DROPDOWN } from '../../../components/app-shell/header-dropdown';

/** Spec 2 §2: the bell of the top bar with the unread badge and the list, 15 at a time. */
export function NotificationsMenu() {
  const [opened, setOpened] = useState(false);
  useEscapeToClose(opened, setOpened);
  const [tab, setTab] = useState<'unread' | 'read'>('unread');
  const queryClient = useQueryClient();
  const { data: size } = useQuery(unreadCountQuery());
  const unread = size?.unread ?? 0;

  // A rising count means something new arrived: the list on screen must show it.
  const previous = useRef(unread);
  useEffect(() => {
    if (unread > previous.current) void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
    previous.current = unread;
  }, [unread, queryClient]);

  const label = unread > 0 ? `${T.titulo}, ${unread} sin leer` : T.titulo;
  return (
    <Popover opened={opened} onChange={setOpened} {...HEADER_DROPDOWN} width="min(380px, calc(100vw - 16px))" shadow="md" trapFocus>
      {/* The target is the button itself: Popover puts aria-expanded on it, which a <div> may not carry. */}
      <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6} inline>
        <Popover.Target>
          <Tooltip label={T.titulo} disabled={opened}>
            <ActionIcon variant="subtle" color="white" size="lg" aria-label={label} aria-expanded={opened} aria-haspopup="dialog" onClick={() => setOpened((o) => !o)}>
              <IconBell size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs" aria-label={T.titulo}>
        <Stack gap="xs">
          <Text fw={700} px={4}>
            {T.titulo}
          </Text>
          <SegmentedControl
            size="xs"
            fullWidth
            value={tab}
            onChange={(value) => setTab(value === 'read' ? 'read' : 'unread')}
            data={[
              { value: 'unread', label: unread > 0 ? `${T.noLeidas} (${unread})` : T.noLeidas },
              { value: 'read', label: T.leidas },
            ]}
          />
          {unread > 0 && tab === 'unread' ? <MarkAllRead /> : null}
          {opened ? <NotificationsList read={tab === 'read'} onNavigate={() => setOpened(false)} /> : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function MarkAllRead() {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button variant="subtle" size="xs" onClick={() => markAll.mutate()} loading={markAll.isPending} style={{ alignSelf: 'flex-end' }}>
      {R.marcarTodas}
    </Button>
  );
}

function NotificationsList({ read, onNavigate }: { read: boolean; onNavigate: () => void }) {
  const query = useInfiniteQuery(notificationsListQuery(read));
  const markRead = useMarkNotificationRead();
  const router = useRouter();
  /** Opens what the notification talks about (its action.path), marking it read on the way. */
  const open = (notification: TNotification) => {
    const path = notification.action?.path;
    if (!path) return undefined;
    return () => {
      if (!notification.read) markRead.mutate(notification.id);
      onNavigate();
      router.history.push(path);
    };
  };

  if (query.isPending) {
    return (
      <Center py="lg" aria-label="Cargando notificaciones">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const items = flattenNotifications(query.data.pages);
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" fz="sm">
        {T.sinNotificaciones}
      </Text>
    );
  }
  return (
    <>
      <ScrollArea.Autosize mah="min(60vh, 420px)" type="auto" offsetScrollbars>
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={read ? T.leidas : T.noLeidas}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={read ? undefined : () => markRead.mutate(notification.id)}
              onOpen={open(notification)}
              pending={markRead.isPending && markRead.variables === notification.id}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {query.hasNextPage ? (
        <Button variant="light" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {T.verMas}
        </Button>
      ) : null}
    </>
  );
}
