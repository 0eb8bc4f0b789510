import { ActionIcon, Alert, Group, Loader, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DOCUMENT_FITS } from '../../../core/constants';
import type { DocumentZoom } from '../../../core/schemas/lectures';
import classes from './PdfViewer.module.css';
import { loadPdfJs } from './pdfjs';

const ZOOMS = [
  { value: 'page-width', label: 'Fit width' },
  { value: 'page-fit', label: 'Whole page' },
  { value: '0.5', label: '50%' },
  { value: '0.75', label: '75%' },
  { value: '1', label: '100%' },
  { value: '1.5', label: '150%' },
  { value: '2', label: '200%' },
];

type Loading =
  | { state: 'loading'; percent: number | null }
  | { state: 'ready' }
  | { state: 'failed'; message: string };

/** What pdf.js's refusals mean to a reader. */
function failureMessage(error: unknown): string {
  const name = (error as { name?: string }).name;
  if (name === 'PasswordException')
    return 'This PDF is protected by a password, which the viewer cannot open.';
  if (name === 'InvalidPDFException') return 'This file is not a PDF the viewer can read: it may be damaged.';
  // The server's answer when a document could not be made into a PDF (issue 14): too long, too busy, damaged.
  const status = (error as { status?: number }).status ?? 0;
  if (name === 'ResponseException' && (status === 422 || status >= 500))
    return 'This document could not be prepared for reading just now. Try again later, or download it.';
  if (name === 'ResponseException' || name === 'MissingPDFException')
    return 'The file could not be fetched. Check your connection, then open it again.';
  return 'The PDF could not be shown. Please try again.';
}

/** Where a reader is in a PDF: the page at the top of the view, and the zoom. */
export interface PdfView {
  page: number;
  zoom: DocumentZoom;
}

/** pdf.js's zoom as a shown document's: a fit by its name, a scale rounded to hundredths. */
function viewZoom(scale: number, presetValue: string | undefined): DocumentZoom {
  const fit = DOCUMENT_FITS.find((name) => name === presetValue);
  return fit ?? Math.min(4, Math.max(0.25, Math.round(scale * 100) / 100));
}

/**
 * A PDF on the page with pdf.js (issue 14): every page drawn as it scrolls into view, with its text selectable,
 * page by page navigation, zoom, and search with the number of matches. `url` must be readable by the browser
 * as it is (a file URL with its short-lived token). `loadingLabel` says what happens while it loads (a document
 * being made into a PDF, say); by default, that the PDF is opening. For a document shown in a class (issue 16):
 * `view`, where to be, is gone to once the PDF is open and again whenever it changes (a student following the
 * teacher); `onViewChange` hears every page and zoom the reader moves to (the teacher leading). `pageOverlay` is
 * drawn over each page as pdf.js renders it, in a layer the page's size (issue 37's annotations on handed-in work).
 * `onOpened` hears how many pages the document has once it is open (issue 39: a self-learning document is read when
 * its last page is reached).
 */
export function PdfViewer({
  url,
  title,
  loadingLabel,
  view,
  onViewChange,
  pageOverlay,
  onOpened,
}: {
  url: string;
  title: string;
  loadingLabel?: string;
  view?: PdfView;
  onViewChange?: (view: PdfView) => void;
  pageOverlay?: (page: number) => ReactNode;
  onOpened?: (pages: number) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const controls = useRef<{
    viewer: InstanceType<Awaited<ReturnType<typeof loadPdfJs>>['viewer']['PDFViewer']>;
    find: (query: string, again: boolean, previous: boolean) => void;
  } | null>(null);
  const [loading, setLoading] = useState<Loading>({ state: 'loading', percent: null });
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(0);
  const [pageInput, setPageInput] = useState('1');
  const [zoom, setZoom] = useState('page-width');
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<{ current: number; total: number } | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  const onOpenedRef = useRef(onOpened);
  onOpenedRef.current = onOpened;
  // Each page's overlay layer, made once and put back into the page whenever pdf.js draws it again (a zoom empties
  // the page's element); the count only makes a new layer render.
  const overlayLayers = useRef(new Map<number, HTMLElement>());
  const [, setOverlayCount] = useState(0);
  const wantsOverlay = useRef(false);
  wantsOverlay.current = pageOverlay !== undefined;

  useEffect(() => {
    const container = containerRef.current;
    const viewerElement = viewerRef.current;
    if (!container || !viewerElement) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setLoading({ state: 'loading', percent: null });
    (async () => {
      const { lib, viewer: components } = await loadPdfJs();
      if (cancelled) return;
      const eventBus = new components.EventBus();
      const linkService = new components.PDFLinkService({ eventBus });
      const findController = new components.PDFFindController({ eventBus, linkService });
      const viewer = new components.PDFViewer({
        container,
        viewer: viewerElement,
        eventBus,
        linkService,
        findController,
      });
      linkService.setViewer(viewer);
      eventBus.on('pagesinit', () => {
        const wanted = viewRef.current;
        if (!wanted) {
          viewer.currentScaleValue = 'page-width';
          return;
        }
        viewer.currentScaleValue = String(wanted.zoom);
        viewer.currentPageNumber = Math.min(wanted.page, viewer.pagesCount);
        setZoom(String(wanted.zoom));
      });
      const tell = () =>
        onViewChangeRef.current?.({
          page: viewer.currentPageNumber,
          zoom: viewZoom(viewer.currentScale, viewer.currentScaleValue),
        });
      eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
        setPage(pageNumber);
        setPageInput(String(pageNumber));
        tell();
      });
      eventBus.on('scalechanging', tell);
      eventBus.on(
        'pagerendered',
        ({ pageNumber, source }: { pageNumber: number; source: { div: HTMLElement } }) => {
          if (!wantsOverlay.current) return;
          let layer = overlayLayers.current.get(pageNumber);
          if (!layer) {
            layer = document.createElement('div');
            layer.className = classes.pageOverlay ?? '';
            overlayLayers.current.set(pageNumber, layer);
            setOverlayCount(overlayLayers.current.size);
          }
          if (layer.parentElement !== source.div) source.div.append(layer);
        },
      );
      eventBus.on(
        'updatefindmatchescount',
        ({ matchesCount }: { matchesCount: { current: number; total: number } }) => setMatches(matchesCount),
      );
      eventBus.on(
        'updatefindcontrolstate',
        ({ matchesCount }: { matchesCount: { current: number; total: number } }) => setMatches(matchesCount),
      );
      controls.current = {
        viewer,
        find: (text, again, previous) =>
          eventBus.dispatch('find', {
            source: null,
            type: again ? 'again' : '',
            query: text,
            caseSensitive: false,
            entireWord: false,
            highlightAll: true,
            findPrevious: previous,
            matchDiacritics: false,
          }),
      };
      const task = lib.getDocument({ url, isEvalSupported: false });
      task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
        if (!cancelled && total > 0)
          setLoading({ state: 'loading', percent: Math.round((100 * loaded) / total) });
      };
      // 'Fit width' and 'Whole page' fit again when the window (a phone turned, say) changes the space. At any zoom
      // the pages now in view are drawn: a viewer laid out after its pages were (a class's shown document, say)
      // otherwise stayed blank until scrolled, as pdf.js draws only on its own scroll or zoom.
      const refit = new ResizeObserver(() => {
        if (viewer.pagesCount === 0) return;
        const mode = viewer.currentScaleValue;
        if (Number.isNaN(Number(mode))) viewer.currentScaleValue = mode;
        else viewer.update();
      });
      refit.observe(container);
      destroy = () => {
        refit.disconnect();
        void task.destroy();
        viewer.cleanup();
      };
      try {
        const document = await task.promise;
        if (cancelled) return;
        viewer.setDocument(document);
        linkService.setDocument(document);
        setPages(document.numPages);
        setLoading({ state: 'ready' });
        onOpenedRef.current?.(document.numPages);
      } catch (error) {
        if (!cancelled) setLoading({ state: 'failed', message: failureMessage(error) });
      }
    })().catch(() => {
      if (!cancelled)
        setLoading({
          state: 'failed',
          message: 'The PDF viewer could not be loaded. Please reload the page.',
        });
    });
    return () => {
      cancelled = true;
      controls.current = null;
      overlayLayers.current = new Map();
      setOverlayCount(0);
      destroy?.();
    };
  }, [url]);

  // Following: each new place is gone to as soon as it is known.
  const wantedPage = view?.page;
  const wantedZoom = view === undefined ? undefined : String(view.zoom);
  useEffect(() => {
    const viewer = controls.current?.viewer;
    if (loading.state !== 'ready' || !viewer || wantedPage === undefined || wantedZoom === undefined) return;
    // Before its pages are laid out, 'pagesinit' goes there itself.
    if (viewer.pagesCount === 0) return;
    if (viewer.currentScaleValue !== wantedZoom) viewer.currentScaleValue = wantedZoom;
    setZoom(wantedZoom);
    viewer.currentPageNumber = Math.min(wantedPage, viewer.pagesCount);
  }, [loading.state, wantedPage, wantedZoom]);

  const goTo = (target: number) => {
    const viewer = controls.current?.viewer;
    if (!viewer || !Number.isInteger(target) || target < 1 || target > pages) {
      setPageInput(String(page));
      return;
    }
    viewer.currentPageNumber = target;
  };
  const changeZoom = (value: string | null) => {
    const viewer = controls.current?.viewer;
    if (!value || !viewer) return;
    setZoom(value);
    viewer.currentScaleValue = value;
  };
  const zoomBy = (factor: number) => {
    const viewer = controls.current?.viewer;
    if (!viewer) return;
    const scale = Math.min(4, Math.max(0.25, viewer.currentScale * factor));
    viewer.currentScale = scale;
    setZoom(String(Math.round(scale * 100) / 100));
  };
  const searchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !query.trim()) return;
    event.preventDefault();
    controls.current?.find(query, true, event.shiftKey);
  };

  const ready = loading.state === 'ready';
  const zoomOptions = ZOOMS.some((option) => option.value === zoom)
    ? ZOOMS
    : [...ZOOMS, { value: zoom, label: `${Math.round(Number(zoom) * 100)}%` }];
  return (
    <Stack gap="xs" className={classes.frame}>
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label={`${title}: pages, zoom and search`}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous page"
            disabled={!ready || page <= 1}
            onClick={() => goTo(page - 1)}
          >
            ‹
          </ActionIcon>
          <TextInput
            aria-label="Page number"
            w={56}
            size="xs"
            value={pageInput}
            disabled={!ready}
            onChange={(event) => setPageInput(event.currentTarget.value)}
            onBlur={() => goTo(Number(pageInput))}
            onKeyDown={(event) => event.key === 'Enter' && goTo(Number(pageInput))}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            of {pages || '…'}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Next page"
            disabled={!ready || page >= pages}
            onClick={() => goTo(page + 1)}
          >
            ›
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Zoom out"
            disabled={!ready}
            onClick={() => zoomBy(1 / 1.25)}
          >
            −
          </ActionIcon>
          <Select
            aria-label="Zoom"
            size="xs"
            w={120}
            data={zoomOptions}
            value={zoom}
            disabled={!ready}
            allowDeselect={false}
            onChange={changeZoom}
          />
          <ActionIcon variant="default" aria-label="Zoom in" disabled={!ready} onClick={() => zoomBy(1.25)}>
            +
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <TextInput
            aria-label="Search in the document"
            placeholder="Search"
            size="xs"
            w={180}
            value={query}
            disabled={!ready}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setQuery(text);
              setMatches(null);
              controls.current?.find(text, false, false);
            }}
            onKeyDown={searchKey}
          />
          <Text size="sm" c="dimmed" aria-live="polite" miw={90}>
            {query.trim() && matches
              ? matches.total === 0
                ? 'No matches'
                : `${matches.current} of ${matches.total} matches`
              : ''}
          </Text>
        </Group>
      </Group>
      {loading.state === 'loading' && (
        <Stack gap={4} aria-live="polite">
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{loadingLabel ?? `Opening ${title}…`}</Text>
          </Group>
          {loading.percent !== null && (
            <Progress value={loading.percent} aria-label={`Loaded ${loading.percent}%`} />
          )}
        </Stack>
      )}
      {loading.state === 'failed' && (
        <Alert color="red" title="This PDF cannot be shown" role="alert">
          {loading.message}
        </Alert>
      )}
      <section className={classes.stage} aria-label={title}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <div ref={containerRef} className={classes.scroller} tabIndex={0}>
          <div ref={viewerRef} className="pdfViewer" />
        </div>
      </section>
      {pageOverlay &&
        [...overlayLayers.current].map(([number, layer]) =>
          createPortal(pageOverlay(number), layer, String(number)),
        )}
    </Stack>
  );
}
