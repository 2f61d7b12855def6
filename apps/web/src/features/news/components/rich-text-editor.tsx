import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { toast } from '../../../lib/toast.ts';
import { editorHtml, isImageAddress } from '../lib/editor-rules.ts';

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'link', 'image'],
  ['clean'],
];

/**
 * Quill 2 (docs/decisions.md, News): headings, emphasis, lists, quotes, links and images by
 * address. Only the editor page imports it, so its code loads there alone. A form field:
 * `value` is read when the editor mounts, `onChange` gets the HTML as the server takes it.
 */
export function RichTextEditor({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  // The latest handlers, without making the editor's set-up depend on them.
  const latest = useRef({ onChange, t });
  useEffect(() => {
    latest.current = { onChange, t };
  });
  const initial = useRef(value);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const mount = el.appendChild(document.createElement('div'));
    const quill = new Quill(mount, {
      theme: 'snow',
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image() {
              const address = window.prompt(latest.current.t('news.editor.imagePrompt'));
              if (address === null) return;
              if (!isImageAddress(address)) {
                toast.error(latest.current.t('news.editor.imageBadUrl'), 5000);
                return;
              }
              const at = quill.getSelection(true).index;
              quill.insertEmbed(at, 'image', address.trim(), 'user');
            },
          },
        },
      },
    });
    if (initial.current) quill.clipboard.dangerouslyPasteHTML(initial.current, 'silent');
    quill.on('text-change', () => latest.current.onChange?.(editorHtml(quill.getSemanticHTML())));
    return () => {
      // Quill puts its toolbar beside the editor: both go with the component.
      el.replaceChildren();
    };
  }, []);

  return <div ref={host} className="news-editor" data-testid={testId} />;
}
