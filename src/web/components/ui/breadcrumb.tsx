import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

/**
 * The trail above a page's title: links to the pages above it, then the page itself (the last
 * item, `aria-current`). Long names are cut with an ellipsis, never wrapped.
 */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: { label: string; to: string }[];
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {trail.map((item) => (
          <Fragment key={item.to}>
            <li className="max-w-[12rem] truncate">
              <Link to={item.to} className="hover:text-foreground hover:underline">
                {item.label}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="max-w-[16rem] truncate font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
