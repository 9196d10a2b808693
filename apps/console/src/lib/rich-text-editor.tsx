import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorState, Selection, TextSelection } from '@tiptap/pm/state';
import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, type InputRef, Tooltip } from 'antd';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import './rich-text-editor.css';

/** The texts of the toolbar, in the console's language: each button's tooltip and accessible name. */
export interface RichTextLabels {
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  /** Placeholder of the link address input. */
  linkPrompt: string;
  linkApply: string;
  unlink: string;
  image: string;
  undo: string;
  redo: string;
}

export interface RichTextEditorProps {
  /** HTML; '' (or absent) for an empty description. */
  value?: string;
  /** The document as HTML after each edit; '' when it is down to one empty paragraph. */
  onChange?: (html: string) => void;
  labels: RichTextLabels;
  /** Lets the merchant pick or upload a picture; resolves to its address, or undefined when cancelled. */
  onPickImage?: () => Promise<string | undefined>;
  /** Put on the editing area, so a Form.Item's label and scrollToField find it. */
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

// Made once: useEditor re-applies its options whenever one of them is a new object, and new extensions
// would rebuild the editor.
const extensions = [
  StarterKit.configure({
    // h2–h4 are what the server keeps (lib/rich-text.ts); the page title is the storefront's only h1.
    heading: { levels: [2, 3, 4] },
    // A click in the editor places the cursor; following the link is for the storefront.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  // Pictures are uploaded files (addresses), never pasted data: URLs, which the server would drop anyway.
  Image.configure({ allowBase64: false, resize: false }),
];

/**
 * The address a merchant typed, as a link the server keeps: http(s), mailto or a path on this site.
 * "shop.example/a" becomes https://; any other scheme (javascript:, data:) gives '' and no link.
 */
function linkAddress(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  if (/^(https?:|mailto:)/i.test(text) || /^\/(?![/\\])/.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return '';
  return `https://${text.replace(/^[/\\]+/, '')}`;
}

/** The editor's document as the form keeps it: '' rather than the `<p></p>` of an empty document. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

function ToolButton({
  label,
  icon,
  children,
  pressed,
  disabled,
  onClick,
  ...aria
}: {
  label: string;
  icon?: ReactNode;
  children?: ReactNode;
  /** Only for buttons that toggle a format: announced as pressed or not. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        // Keeps the focus (and so the selection) in the editor while the mouse is down; keyboard users
        // come back to the toolbar with Shift+Tab, and the commands refocus the editor themselves.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        {...aria}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The rich-text editor of the workbench (a product's description): a TipTap editor with a toolbar of
 * the formatting the server keeps. A controlled antd form control (value/onChange). Import it lazily
 * (React.lazy(() => import('.../rich-text-editor'))): TipTap and ProseMirror are the bulk of its weight.
 */
export function RichTextEditor({
  value,
  onChange,
  labels,
  onPickImage,
  id,
  'aria-label': ariaLabel,
  disabled = false,
}: RichTextEditorProps) {
  const linkRowId = useId();
  // What the editor holds as far as the form knows: the last HTML it emitted or was given. A `value`
  // equal to it is the echo of the editor's own change, and setting it again would move the cursor.
  const known = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Only the first value is the editor's starting content; later ones arrive through the effect below.
  const [initialContent] = useState(() => value ?? '');
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'rich-text-editor__content',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
      },
    }),
    [id, ariaLabel, disabled],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    // The console renders in the browser only: the editor can exist from the first render.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      known.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (the form reset, another language's tab, the product loaded): the document
  // is replaced without an update event, so the form does not count it as the merchant's edit, and
  // the undo history starts again: its steps were made on the other text, and Redo would replay them
  // onto this one (a picture of the other language reappearing).
  useEffect(() => {
    const next = value ?? '';
    if (next === known.current) return;
    known.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
    const { doc, plugins } = editor.state;
    editor.view.updateState(EditorState.create({ doc, plugins }));
    // An empty transaction, so the toolbar (Undo, Redo, the marks) reads the new state.
    editor.view.dispatch(editor.state.tr);
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const linkInput = useRef<InputRef>(null);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const openLink = () => {
    if (linkOpen) {
      setLinkOpen(false);
      return;
    }
    setLinkText((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };

  const applyLink = () => {
    const href = linkAddress(linkText);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    setLinkOpen(false);
  };

  const pickImage = async () => {
    if (!onPickImage || picking) return;
    setPicking(true);
    try {
      const src = await onPickImage();
      if (!src || editor.isDestroyed) return;
      // The inserted picture ends up selected, and the next key typed would replace it: the cursor moves
      // to the text after it (a new paragraph when the picture is last).
      editor
        .chain()
        .focus()
        .setImage({ src, alt: '' })
        .command(({ tr, state }) => {
          const end = tr.selection.to;
          let after = Selection.findFrom(tr.doc.resolve(end), 1, true);
          if (!after) {
            tr.insert(end, state.schema.nodes.paragraph!.create());
            after = TextSelection.create(tr.doc, end + 1);
          }
          tr.setSelection(after);
          return true;
        })
        .run();
    } finally {
      setPicking(false);
    }
  };

  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () =>
    command(editor.chain().focus()).run();

  return (
    <div className={`rich-text-editor${disabled ? ' rich-text-editor--disabled' : ''}`}>
      <div className="rich-text-editor__toolbar">
        <ToolButton
          label={labels.bold}
          icon={<BoldOutlined />}
          pressed={state.bold}
          disabled={disabled}
          onClick={run((c) => c.toggleBold())}
        />
        <ToolButton
          label={labels.italic}
          icon={<ItalicOutlined />}
          pressed={state.italic}
          disabled={disabled}
          onClick={run((c) => c.toggleItalic())}
        />
        <ToolButton
          label={`${labels.heading2} H2`}
          pressed={state.heading2}
          disabled={disabled}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        >
          H2
        </ToolButton>
        <ToolButton
          label={`${labels.heading3} H3`}
          pressed={state.heading3}
          disabled={disabled}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </ToolButton>
        <ToolButton
          label={labels.bulletList}
          icon={<UnorderedListOutlined />}
          pressed={state.bulletList}
          disabled={disabled}
          onClick={run((c) => c.toggleBulletList())}
        />
        <ToolButton
          label={labels.orderedList}
          icon={<OrderedListOutlined />}
          pressed={state.orderedList}
          disabled={disabled}
          onClick={run((c) => c.toggleOrderedList())}
        />
        <ToolButton
          label={labels.quote}
          pressed={state.quote}
          disabled={disabled}
          onClick={run((c) => c.toggleBlockquote())}
        >
          <span aria-hidden="true">“”</span>
        </ToolButton>
        <ToolButton
          label={labels.link}
          icon={<LinkOutlined />}
          pressed={state.link}
          disabled={disabled}
          onClick={openLink}
          aria-expanded={linkOpen}
          aria-controls={linkRowId}
        />
        <ToolButton
          label={labels.unlink}
          icon={<DisconnectOutlined />}
          disabled={disabled || !state.link}
          onClick={run((c) => c.extendMarkRange('link').unsetLink())}
        />
        {onPickImage && (
          <ToolButton
            label={labels.image}
            icon={<PictureOutlined />}
            disabled={disabled || picking}
            onClick={() => void pickImage()}
          />
        )}
        <ToolButton
          label={labels.undo}
          icon={<UndoOutlined />}
          disabled={disabled || !state.canUndo}
          onClick={run((c) => c.undo())}
        />
        <ToolButton
          label={labels.redo}
          icon={<RedoOutlined />}
          disabled={disabled || !state.canRedo}
          onClick={run((c) => c.redo())}
        />
      </div>
      {linkOpen && (
        <div className="rich-text-editor__link" id={linkRowId}>
          <Input
            ref={linkInput}
            size="small"
            value={linkText}
            placeholder={labels.linkPrompt}
            aria-label={labels.link}
            onChange={(event) => setLinkText(event.target.value)}
            onKeyDown={(event) => {
              // Enter would submit the surrounding form; here it applies the link. Escape leaves it.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                // Only the link row closes, not a drawer or dialog the editor sits in.
                event.preventDefault();
                event.stopPropagation();
                closeLink();
              }
            }}
          />
          <Button size="small" type="primary" onClick={applyLink}>
            {labels.linkApply}
          </Button>
        </div>
      )}
      <EditorContent editor={editor} className="rich-text-editor__area" />
    </div>
  );
}

export default RichTextEditor;
