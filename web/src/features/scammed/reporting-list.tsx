import {
  COUNTRY_NAMES,
  REPORTING_COUNTRIES,
  REPORTING_LINKS,
  REPORTING_PHONE_NOTES,
} from '@scamcheck/shared';
import { ExternalLink } from '../../components/ui/external-link';

/** The official reporting services, grouped by country, with the phone numbers some countries use. */
export function ReportingList() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {REPORTING_COUNTRIES.map((country) => {
        const links = REPORTING_LINKS.filter((link) => link.country === country);
        const phone = REPORTING_PHONE_NOTES[country];
        return (
          <section
            key={country}
            aria-label={COUNTRY_NAMES[country]}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
          >
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {COUNTRY_NAMES[country]}
            </h3>
            <ul className="mt-1 space-y-2">
              {links.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href} className="font-semibold">
                    {link.name}
                  </ExternalLink>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{link.description}</p>
                </li>
              ))}
            </ul>
            {phone !== undefined && (
              <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200">
                By phone: {phone}.
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
