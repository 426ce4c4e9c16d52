'use client';
import { createContext, memo, useContext, useInsertionEffect, version, type ReactNode } from 'react';
import { CSS } from './styles.ts';
import { is, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';

/** How the components put their stylesheet in the page (see `GomokuStylesProvider`). */
export interface GomokuStylesOptions {
  /** The nonce of a Content-Security-Policy `style-src 'nonce-…'`, set on the injected `<style>`. */
  nonce?: string | undefined;
  /** False when the app links or imports `@gomoku/react/styles.css` itself: nothing is injected (default true). */
  inject?: boolean | undefined;
}

const nonceCheck = is.that('a nonce (a non-empty string)', (value) => typeof value === 'string' && value !== '');
const PROVIDER_CHECKS: PropChecks<GomokuStylesProviderProps> = { nonce: nonceCheck, inject: is.boolean, children: is.node };
const STYLES_CHECKS: PropChecks<GomokuStylesProps> = { nonce: nonceCheck };

/** The id of the components' main sheet (the review's is its own). */
const MAIN = 'gomoku-react';

/** The nearest provider's options, and whether it has put the components' main sheet in the page itself. */
const StylesContext = createContext<GomokuStylesOptions & { placed?: boolean }>({});

/** Props of `GomokuStylesProvider`. */
export interface GomokuStylesProviderProps extends GomokuStylesOptions {
  children?: ReactNode | undefined;
}

/**
 * Sets how every component below puts its CSS in the page: not at all where the app ships
 * `@gomoku/react/styles.css` itself, or with a CSP nonce. With a nonce it renders the sheet
 * once, in place, as a plain `<style nonce>`: a hoisted `<style precedence>` only carries the
 * nonce a server renderer is given for styles, which Next.js, for one, never passes.
 */
export function GomokuStylesProvider(props: GomokuStylesProviderProps) {
  const { children, nonce, inject } = useCheckedProps('GomokuStylesProvider', props, PROVIDER_CHECKS).props;
  const placed = inject !== false && nonce !== undefined;
  return (
    <StylesContext.Provider value={{ nonce, inject, placed }}>
      {placed ? <PlainSheet id={MAIN} css={CSS} nonce={nonce} /> : null}
      {children}
    </StylesContext.Provider>
  );
}

/** React 19 hoists a `<style href precedence>` into the head once; React 18 would render one per part. */
const HOISTS = Number.parseInt(version, 10) >= 19;

/** The sheets injected by this module under React 18, by id: one `<style>` each per document. */
function insertOnce(id: string, css: string, nonce: string | undefined) {
  if (document.head.querySelector(`style[data-gomoku='${id}']`)) return;
  const style = document.createElement('style');
  style.dataset.gomoku = id;
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}

function InsertedSheet({ id, css, nonce }: { id: string; css: string; nonce: string | undefined }) {
  useInsertionEffect(() => insertOnce(id, css, nonce), [id, css, nonce]);
  return null;
}

function HoistedSheet({ id, css, nonce }: { id: string; css: string; nonce: string | undefined }) {
  return (
    <style href={id} precedence="default" nonce={nonce}>
      {css}
    </style>
  );
}

/** A sheet where it is rendered, with its nonce: what a strict CSP allows on a server's HTML. */
function PlainSheet({ id, css, nonce }: { id: string; css: string; nonce: string }) {
  // As HTML, not as a text child: hydration then leaves the text as the server sent it.
  return <style data-gomoku={id} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

const Sheet = HOISTS ? HoistedSheet : InsertedSheet;

/**
 * A stylesheet of the components, once per document however many parts render it: hoisted by
 * React 19 (also when rendered on a server), inserted into the head under React 18. Honours the
 * nearest `GomokuStylesProvider`. Memoised: a board re-renders on every move, and React would
 * compare the sheet's whole text each time.
 */
export const StyleSheet = memo(function StyleSheet({ id, css, nonce }: { id: string; css: string; nonce?: string | undefined }) {
  const options = useContext(StylesContext);
  if (options.inject === false || (options.placed && id === MAIN)) return null;
  const given = nonce ?? options.nonce;
  if (options.placed && given) return <PlainSheet id={id} css={css} nonce={given} />;
  return <Sheet id={id} css={css} nonce={given} />;
});

/** Props of `GomokuStyles`. */
export interface GomokuStylesProps {
  /** A CSP nonce for this `<style>` (default: the `GomokuStylesProvider`'s). */
  nonce?: string | undefined;
}

/**
 * The components' stylesheet. Every part renders it, so an app needs nothing else; render it
 * yourself only for markup of your own that uses the `gomoku-` classes.
 */
export function GomokuStyles(props: GomokuStylesProps) {
  const { nonce } = useCheckedProps('GomokuStyles', props, STYLES_CHECKS).props;
  return <StyleSheet id={MAIN} css={CSS} nonce={nonce} />;
}
