'use client';
import { createContext, memo, useContext, useInsertionEffect, version, type ReactNode } from 'react';
import { CSS } from './styles.ts';

/** How the components put their stylesheet in the page (see `GomokuStylesProvider`). */
export interface GomokuStylesOptions {
  /** The nonce of a Content-Security-Policy `style-src 'nonce-…'`, set on the injected `<style>`. */
  nonce?: string | undefined;
  /** False when the app links or imports `@gomoku/react/styles.css` itself: nothing is injected (default true). */
  inject?: boolean | undefined;
}

const StylesContext = createContext<GomokuStylesOptions>({});

/** Props of `GomokuStylesProvider`. */
export interface GomokuStylesProviderProps extends GomokuStylesOptions {
  children?: ReactNode | undefined;
}

/**
 * Sets how every component below puts its CSS in the page: with a CSP nonce on the injected
 * `<style>`, or not at all where the app ships `@gomoku/react/styles.css` itself.
 */
export function GomokuStylesProvider({ children, nonce, inject }: GomokuStylesProviderProps) {
  return <StylesContext.Provider value={{ nonce, inject }}>{children}</StylesContext.Provider>;
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

const Sheet = HOISTS ? HoistedSheet : InsertedSheet;

/**
 * A stylesheet of the components, once per document however many parts render it: hoisted by
 * React 19 (also when rendered on a server), inserted into the head under React 18. Honours the
 * nearest `GomokuStylesProvider`. Memoised: a board re-renders on every move, and React would
 * compare the sheet's whole text each time.
 */
export const StyleSheet = memo(function StyleSheet({ id, css, nonce }: { id: string; css: string; nonce?: string | undefined }) {
  const options = useContext(StylesContext);
  if (options.inject === false) return null;
  return <Sheet id={id} css={css} nonce={nonce ?? options.nonce} />;
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
export function GomokuStyles({ nonce }: GomokuStylesProps) {
  return <StyleSheet id="gomoku-react" css={CSS} nonce={nonce} />;
}
