import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { type Block, type Inline, isExternalUrl, parseMarkdown } from './parse.ts';
import './markdown.css';

function renderInline(nodes: Inline[], prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}.${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'br':
        return <br key={key} />;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, key)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, key)}</em>;
      case 'del':
        return <del key={key}>{renderInline(node.children, key)}</del>;
      case 'image':
        return <img key={key} src={node.src} alt={node.alt} title={node.title} loading="lazy" referrerPolicy="no-referrer" />;
      case 'link':
        return isExternalUrl(node.href) ? (
          <a key={key} href={node.href} title={node.title} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children, key)}
          </a>
        ) : node.href.startsWith('/') ? (
          // A link inside the site stays in the app (no page reload).
          <Link key={key} to={node.href} title={node.title}>
            {renderInline(node.children, key)}
          </Link>
        ) : (
          <a key={key} href={node.href} title={node.title}>
            {renderInline(node.children, key)}
          </a>
        );
    }
    return null;
  });
}

function renderBlocks(blocks: Block[], prefix: string): ReactNode[] {
  return blocks.map((block, index) => {
    const key = `${prefix}.${index}`;
    switch (block.type) {
      case 'heading': {
        const Tag = `h${block.level}` as const;
        return <Tag key={key}>{renderInline(block.children, key)}</Tag>;
      }
      case 'paragraph':
        return <p key={key}>{renderInline(block.children, key)}</p>;
      case 'code':
        return (
          <pre key={key}>
            <code>{block.text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={key} />;
      case 'quote':
        return <blockquote key={key}>{renderBlocks(block.children, key)}</blockquote>;
      case 'list': {
        const items = block.items.map((item, n) => {
          const itemKey = `${key}.${n}`;
          // A one-paragraph item shows its text without the paragraph's margins.
          const [first] = item;
          return (
            <li key={itemKey}>
              {item.length === 1 && first?.type === 'paragraph'
                ? renderInline(first.children, itemKey)
                : renderBlocks(item, itemKey)}
            </li>
          );
        });
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'table':
        return (
          <div key={key} className="md-table-wrap">
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity beyond their position
                    <th key={column} style={{ textAlign: block.align[column] ?? undefined }}>
                      {renderInline(cell, `${key}.h${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
                  <tr key={r}>
                    {row.map((cell, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity beyond their position
                      <td key={column} style={{ textAlign: block.align[column] ?? undefined }}>
                        {renderInline(cell, `${key}.${r}.${column}`)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
    }
    return null;
  });
}

/**
 * Renders Markdown published by the operator (agreements, help pages) as React elements only: HTML
 * in the source is shown as text and unsafe link addresses are dropped (see parse.ts).
 */
export function Markdown({ source, className, testId }: { source: string; className?: string; testId?: string }) {
  const content = useMemo(() => renderBlocks(parseMarkdown(source), 'md'), [source]);
  return (
    <div className={className ? `markdown-body ${className}` : 'markdown-body'} data-testid={testId}>
      {content}
    </div>
  );
}
