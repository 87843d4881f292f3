import { NOTICE_HTML_TAGS } from '@console/core';
import { Fragment, createElement, useMemo, type ReactNode } from 'react';

/** The markup an announcement may carry (the server keeps only these); anything else shows as its text. */
const ALLOWED = new Set(NOTICE_HTML_TAGS);

function safeHref(raw: string | null): string | undefined {
  if (!raw) return undefined;
  const href = raw.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : undefined;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes, (child, i) => toReact(child, i));
  const tag = element.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Rich text the server sanitised, rendered as React elements through the same allow-list (never as
 * innerHTML): DOMParser builds an inert document, so nothing in the text runs while it is read.
 */
export function SafeHtml({ html }: { html: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (child, i) => toReact(child, i));
  }, [html]);
  return (
    <div className="announcement-content" style={{ overflowWrap: 'anywhere' }}>
      {content}
    </div>
  );
}
