import { SITE_NAME } from '@site/shared';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={['ui-logo', className].filter(Boolean).join(' ')}>
      <svg className="ui-logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="currentColor" />
        <path
          d="M11 28V12h9.5c3.6 0 5.8 1.7 5.8 4.4 0 1.8-1 3.1-2.6 3.6 2 .4 3.3 1.9 3.3 4 0 3-2.4 4.9-6.3 4.9H11Zm4.4-9.6h4.3c1.5 0 2.3-.7 2.3-1.8s-.8-1.8-2.3-1.8h-4.3v3.6Zm0 6.8h4.8c1.6 0 2.5-.7 2.5-1.9 0-1.2-.9-1.9-2.5-1.9h-4.8v3.8Z"
          fill="#fff"
        />
      </svg>
      <span className="ui-logo__text">{SITE_NAME}</span>
    </span>
  );
}
