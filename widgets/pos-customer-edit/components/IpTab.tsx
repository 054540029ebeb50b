import { useCallback, useMemo, useState } from 'react';
import { getIps, lookupIp, setIpBanned, type IpLocation, type IpRow, customerKeys } from '../../../shared/api/customer';
import { useMutation } from '../../../shared/data';
import { Button, ConfirmDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { useCustomerName } from './customerName';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import { text, useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts, type PosCustomerEditT } from '../texts';

/** Spec 2 §8. */
export const LOCATION_FAILED = posCustomerEditTexts.en.locationFailed;

/** A lookup that failed (its row then says so, in the page's words). */
const FAILED = '\u0000failed';

const place = (l: IpLocation) => [[l.city, l.region, l.country].filter(Boolean).join(', '), l.org].filter(Boolean).join(' · ');

/**
 * The Ban IP question: the address, and how many accounts share it when the row says more than
 * one (a ban reaches every account behind that address, not only this customer).
 */
export function banQuestion(row: Pick<IpRow, 'ip' | 'total_accounts'>, name: string): { title: string; body: string } {
  const shared = row.total_accounts > 1;
  const say = (key: Parameters<PosCustomerEditT>[0]) => text(posCustomerEditTexts, key, { ip: row.ip, count: row.total_accounts, name });
  return {
    title: say(shared ? 'banSharedQuestion' : 'banQuestion'),
    body: say(shared ? 'banSharedBody' : 'banBody'),
  };
}

/**
 * IP Addresses (spec 2 §3 §4): each IP with its accounts (linking the store's filtered list), the
 * date, Ban IP / Unban IP, and its location from the IP-location service (`ipLookupUrl`). Ban IP
 * asks first (the kit's ConfirmDialog); Unban IP, which takes nothing away, goes at once.
 */
export function IpTab({ customerId }: { customerId: number }) {
  const [locations, setLocations] = useState<Record<string, string>>({});
  const [banning, setBanning] = useState<IpRow | null>(null);
  const name = useCustomerName(customerId);
  const t = useTexts(posCustomerEditTexts);
  const ban = useMutation(({ ip, banned }: { ip: string; banned: boolean }) => setIpBanned(customerId, ip, banned), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.ips(customerId)],
    onSuccess: () => setBanning(null),
  });
  const locate = useMutation((ip: string) => lookupIp(ip), {
    errorToast: () => text(posCustomerEditTexts, 'locationFailed'),
    onSuccess: (l, ip) => setLocations((all) => ({ ...all, [ip]: place(l) || '—' })),
    onError: (_, ip) => setLocations((all) => ({ ...all, [ip]: FAILED })),
  });
  const load = useCallback((q: TableQuery, signal: AbortSignal) => getIps(customerId, listQuery(q), signal), [customerId]);
  const columns = useMemo<Column<IpRow>[]>(
    () => [
      { key: 'ip', label: t('ip') },
      {
        key: 'total_accounts',
        label: t('accounts'),
        align: 'end',
        // The store's filtered list when it gives a web address for it; the count alone otherwise.
        render: (r) =>
          r.filter_ip_url ? (
            <a href={r.filter_ip_url} aria-label={t('accountsUsing', { count: r.total_accounts, ip: r.ip })}>
              {r.total_accounts}
            </a>
          ) : (
            r.total_accounts
          ),
      },
      { key: 'date_added', label: t('dateAdded'), sortable: true, render: (r) => formatDate(r.date_added) },
      {
        key: 'location',
        label: t('location'),
        render: (r) =>
          locations[r.ip] ? (
            <span className={locations[r.ip] === FAILED ? styles.error : undefined}>{locations[r.ip] === FAILED ? t('locationFailed') : locations[r.ip]}</span>
          ) : (
            <Button variant="link" size="sm" disabled={locate.pending} aria-label={t('lookUpIp', { ip: r.ip })} onClick={() => void locate.mutate(r.ip)}>
              {t('lookUp')}
            </Button>
          ),
      },
      {
        key: 'is_banned',
        label: t('action'),
        render: (r) => (
          <Button variant={r.is_banned ? 'secondary' : 'danger'} size="sm" disabled={ban.pending} aria-label={t(r.is_banned ? 'unbanIpOf' : 'banIpOf', { ip: r.ip })} onClick={() => (r.is_banned ? void ban.mutate({ ip: r.ip, banned: false }) : setBanning(r))}>
            {r.is_banned ? t('unbanIp') : t('banIp')}
          </Button>
        ),
      },
    ],
    [locations, locate, ban, t],
  );
  const question = banning ? banQuestion(banning, name) : { title: '', body: '' };
  return (
    <>
      <SubList<IpRow> label={t('tabIps')} columns={columns} load={load} queryKey={customerKeys.ips(customerId)} rowKey={(r) => r.customer_ip_id} />
      <ConfirmDialog
        open={banning !== null}
        title={question.title}
        confirmLabel={t('banIp')}
        danger
        busy={ban.pending}
        onClose={() => setBanning(null)}
        onConfirm={() => banning && void ban.mutate({ ip: banning.ip, banned: true })}
      >
        {question.body}
      </ConfirmDialog>
    </>
  );
}
