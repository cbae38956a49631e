import { PHONE_KIND_LABELS, type MessageEntities } from '@scamcheck/shared';
import { Fragment, type ReactNode } from 'react';
import { ScoredLinkItem } from '../image-analysis/extracted-links';
import { ResultSection } from './result-section';

const ROW = 'flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2';
const NOTE = 'w-full text-sm text-slate-600 dark:text-slate-400';

type GroupProps<Item> = {
  title: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** A whole <li> when `asRow` is false; otherwise the contents of a plain row. */
  render: (item: Item) => ReactNode;
  asRow?: boolean;
};

/** One titled list of things found in the message; nothing at all when there are none. */
function Group<Item>({ title, items, keyOf, render, asRow = true }: GroupProps<Item>) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h5>
      <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {items.map((item) =>
          asRow ? (
            <li key={keyOf(item)} className={ROW}>
              {render(item)}
            </li>
          ) : (
            <Fragment key={keyOf(item)}>{render(item)}</Fragment>
          ),
        )}
      </ul>
    </div>
  );
}

/** What the message contains: links with their own verdict and report, numbers, addresses, amounts, brands. */
export function MessageEntitiesList({ entities }: { entities: MessageEntities }) {
  const { links, phones, emails, amounts, brands } = entities;
  if (links.length + phones.length + emails.length + amounts.length + brands.length === 0) return null;
  return (
    <ResultSection title="What the message contains">
      <div className="space-y-4">
        <Group
          title="Links"
          items={links}
          keyOf={(link) => `${link.domain}:${link.text}`}
          asRow={false}
          render={(link) => (
            <ScoredLinkItem link={link}>
              {link.issues.length > 0 && <p className={NOTE}>{link.issues.join(' · ')}</p>}
            </ScoredLinkItem>
          )}
        />
        <Group
          title="Phone numbers"
          items={phones}
          keyOf={(phone) => phone.text}
          render={(phone) => (
            <>
              <span className="font-mono text-sm">{phone.text}</span>
              <span className="text-sm font-medium">
                {PHONE_KIND_LABELS[phone.kind]}
                {phone.country !== null && ` (${phone.country})`}
              </span>
              {phone.note !== null && <p className={NOTE}>{phone.note}</p>}
            </>
          )}
        />
        <Group
          title="E-mail addresses"
          items={emails}
          keyOf={(email) => email}
          render={(email) => <span className="font-mono text-sm break-all">{email}</span>}
        />
        <Group
          title="Amounts of money"
          items={amounts}
          keyOf={(amount) => amount.text}
          render={(amount) => amount.text}
        />
        <Group
          title="Brands it claims to be"
          items={brands}
          keyOf={(brand) => brand.name}
          render={(brand) => (
            <>
              <span className="font-medium">{brand.name}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                official site {brand.officialDomain}
              </span>
              {brand.linksElsewhere ? (
                <p className="w-full text-sm font-medium text-red-700 dark:text-red-400">
                  Its links go somewhere else, not to {brand.officialDomain}.
                </p>
              ) : (
                <p className={NOTE}>No link in the message goes to another site.</p>
              )}
            </>
          )}
        />
      </div>
    </ResultSection>
  );
}
