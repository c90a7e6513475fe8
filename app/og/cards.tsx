import type { CSSProperties, ReactNode } from "react";
import { dimensions, type Dimension } from "~/assessment/questions";
import {
  poles,
  readDimension,
  type Clarity,
  type DimensionScores,
  type PoleCode,
} from "~/assessment/scoring";
import { site } from "~/config/site";
import { coloursOf, palette } from "./palette";

/**
 * The preview images, drawn as satori elements (flexbox only; every element with more than one
 * child says `display: flex`). Pure: the same input and language give the same picture, which is
 * what lets the server keep one render per input (./image-store.server.ts).
 */

/** A piece of text a line may break after, measured: a word with its punctuation. */
export interface TextUnit {
  /** Its pieces from left to right as they are drawn, each with the space to its right. */
  parts: { text: string; width: number; gap: number }[];
  width: number;
  /** The space after it (0 where the next unit follows without one). */
  space: number;
}

/**
 * The card's language (./language.server.ts): its words for the bars and footers, its direction,
 * and, for scripts satori cannot lay out itself, the text cut into measured units.
 */
export interface CardLanguage {
  locale: string;
  dir: "ltr" | "rtl";
  /** The family the card is set in (./render.server.ts loads it). */
  fontFamily: "Inter" | "Noto Sans";
  tagline: string;
  footer: { page: string; result: string; compare: string };
  /** "Personality type", above a result's type. */
  resultEyebrow: string;
  dimension: (dimension: Dimension) => string;
  pole: (pole: PoleCode) => string;
  /** "Clear preference". */
  clarity: (clarity: Clarity) => string;
  /** A category's name ("Analyst"), from its English key. */
  category: (category: string) => string;
  /** A share 0..100 as the language writes a percentage. */
  percent: (share: number) => string;
  /** Whether the small eyebrow line is set in capitals (scripts with case, and not Greek). */
  capitals: boolean;
  /**
   * Right-to-left and Devanagari text (satori neither orders the one nor shapes the other): the
   * text as units measured by the PDF's layout, drawn one box each, so the lines break and run
   * the way the language reads. Undefined where satori lays the text out itself.
   */
  units?: (text: string, size: number, weight: 400 | 700) => TextUnit[];
  /**
   * Devanagari (satori does not shape it): each unit's part drawn as the outlines the PDF draws,
   * its baseline at y = 0. Undefined where satori draws the text.
   */
  outline?: (
    text: string,
    size: number,
    weight: 400 | 700,
  ) => { d: string; ascent: number; descent: number };
}

export const cardSize = { width: 1200, height: 630 } as const;
export const shareSize = { width: 1080, height: 1350 } as const;

/** A page's preview: a type, a type's section, a post, or one of the site's own pages. */
export interface PageCardInput {
  /** The small line above the title, e.g. "Analyst · Personality type". */
  eyebrow: string;
  title: string;
  /** A large type code before the title (type pages and their sections). */
  code?: string;
  description: string;
  /** Category name for the colour; anything else draws in the site's primary colour. */
  category?: string;
  /**
   * The title and description are English (a post, a legal page, a type page the language has no
   * text of its own for): set as English, left to right, whatever the card's language.
   */
  english?: boolean;
}

/** One result: the type key ("INTJ-A"), its name and category, and the five scores. */
export interface ResultCardInput {
  type: string;
  name: string;
  /** The category's English key ("Analyst"), for its colour; the card names it in its language. */
  category: string;
  scores: DimensionScores;
}

/** Cuts text to `max` characters at a word, with an ellipsis, so a long title cannot overflow. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

const isRtl = (lang: CardLanguage) => lang.dir === "rtl";
/** A row in the language's direction. */
const row = (lang: CardLanguage) => (isRtl(lang) ? "row-reverse" : "row");
/** The start of a line, as a flex alignment. */
const lineStart = (lang: CardLanguage) => (isRtl(lang) ? "flex-end" : "flex-start");
const lineEnd = (lang: CardLanguage) => (isRtl(lang) ? "flex-start" : "flex-end");

/**
 * Text in the card's language: as satori lays it out, or (right to left, Devanagari) as one box
 * per measured unit in a wrapping row that runs the way the language reads.
 */
function Text({
  lang,
  text,
  size,
  weight = 400,
  colour,
  lineHeight,
  style,
  english = false,
}: {
  lang: CardLanguage;
  text: string;
  size: number;
  weight?: 400 | 700;
  colour?: string;
  lineHeight?: number;
  style?: CSSProperties;
  /** English words in a card of another language: satori sets them, against the card's side. */
  english?: boolean;
}) {
  const base: CSSProperties = {
    display: "flex",
    fontSize: size,
    fontWeight: weight,
    ...(colour ? { color: colour } : {}),
    ...(lineHeight ? { lineHeight } : {}),
    ...style,
  };
  if (!lang.units) return <div style={base}>{text}</div>;
  if (english)
    return (
      <div
        style={{
          ...base,
          justifyContent: lineStart(lang),
          textAlign: isRtl(lang) ? "right" : "left",
        }}
      >
        {text}
      </div>
    );
  const rtl = isRtl(lang);
  const line = size * (lineHeight ?? 1.25);
  /** A part as satori draws it, or as outlines centred in the line box as satori centres text. */
  const drawn = (part: { text: string; width: number }) => {
    const outline = lang.outline?.(part.text, size, weight);
    if (!outline) return part.text;
    const baseline = (line - (outline.ascent + outline.descent)) / 2 + outline.ascent;
    return (
      <svg
        width={Math.max(part.width, 1)}
        height={line}
        viewBox={`0 ${-baseline} ${Math.max(part.width, 1)} ${line}`}
      >
        <path d={outline.d} fill={colour ?? palette.foreground} />
      </svg>
    );
  };
  return (
    <div
      style={{
        ...base,
        flexWrap: "wrap",
        flexDirection: row(lang),
        letterSpacing: 0,
        // Noto's Arabic and Devanagari line boxes are tall: the card's rhythm sets the line.
        lineHeight: line / size,
      }}
    >
      {lang.units(text, size, weight).map((unit, index) => (
        <span
          key={index}
          style={{
            display: "flex",
            width: unit.width,
            whiteSpace: "nowrap",
            ...(rtl ? { marginLeft: unit.space } : { marginRight: unit.space }),
          }}
        >
          {unit.parts.map((part, at) => (
            <span
              key={at}
              style={{
                display: "flex",
                width: part.width,
                marginRight: part.gap,
                whiteSpace: "nowrap",
              }}
            >
              {drawn(part)}
            </span>
          ))}
        </span>
      ))}
    </div>
  );
}

/** A scale's pole names and clarity, in the muted colour. */
function Muted({ lang, text, size }: { lang: CardLanguage; text: string; size: number }) {
  return <Text lang={lang} text={text} size={size} colour={palette.mutedForeground} />;
}

/** The site's logo (components/layout/logo.tsx) and name. */
function Wordmark({ size = 30, lang }: { size?: number; lang: CardLanguage }) {
  const mark = size * 1.4;
  return (
    <div
      style={{ display: "flex", flexDirection: row(lang), alignItems: "center", gap: size * 0.4 }}
    >
      <svg viewBox="0 0 32 32" width={mark} height={mark}>
        <rect width="32" height="32" rx="8" fill={palette.primary} />
        <path
          d="M9 22 16 8l7 14M11.5 17h9"
          fill="none"
          stroke={palette.primaryForeground}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div style={{ fontSize: size, fontWeight: 700, color: palette.foreground }}>{site.name}</div>
    </div>
  );
}

const accentWidth = 16;

function Frame({
  accent,
  size: { width, height },
  padding,
  children,
  footer,
  lang,
}: {
  accent: string;
  size: { width: number; height: number };
  padding: number;
  children: ReactNode;
  footer: string;
  lang: CardLanguage;
}) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        // Satori sizes the content box: the padding and the accent are inside the image.
        width: width - 2 * padding,
        height: height - 2 * padding - accentWidth,
        background: palette.background,
        color: palette.foreground,
        fontFamily: lang.fontFamily,
        borderTop: `${accentWidth}px solid ${accent}`,
        padding,
      }}
    >
      <Wordmark size={width > 1100 ? 30 : 34} lang={lang} />
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1 }}>{children}</div>
      <div
        style={{
          display: "flex",
          flexDirection: row(lang),
          justifyContent: "space-between",
          alignItems: "flex-end",
          gap: 24,
          borderTop: `2px solid ${palette.border}`,
          paddingTop: 20,
        }}
      >
        <Text
          lang={lang}
          text={footer}
          size={24}
          colour={palette.mutedForeground}
          style={{ flexShrink: 1 }}
        />
        <Text
          lang={lang}
          text={lang.tagline}
          size={24}
          weight={700}
          colour={palette.primary}
          style={{ flexShrink: 0 }}
        />
      </div>
    </div>
  );
}

/** The small line above a title or a type: upper case where the script has case. */
function Eyebrow({
  size,
  colour,
  lang,
  children,
}: {
  size: number;
  colour: string;
  lang: CardLanguage;
  children: string;
}) {
  return (
    <Text
      lang={lang}
      text={children}
      size={size}
      weight={700}
      colour={colour}
      style={lang.capitals ? { letterSpacing: 2, textTransform: "uppercase" } : {}}
    />
  );
}

/** A bar's groove, 14 px high at scale 1; `clipped` keeps a fill's rounded ends inside it. */
function Track({
  width,
  scale,
  marginTop,
  clipped = false,
  children,
}: {
  width: number;
  scale: number;
  marginTop: number;
  clipped?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: "flex",
        position: "relative",
        marginTop,
        width,
        height: 14 * scale,
        borderRadius: 7 * scale,
        background: palette.muted,
        ...(clipped ? { overflow: "hidden" } : {}),
      }}
    >
      {children}
    </div>
  );
}

/** The middle of a bar's scale, where neither pole leads. */
function MidLine({ width }: { width: number }) {
  return (
    <div
      style={{
        position: "absolute",
        top: 0,
        bottom: 0,
        left: width / 2 - 1,
        width: 2,
        background: "#c6c4d0",
      }}
    />
  );
}

/** 1200x630: a type page, a section, a blog post or a site page. */
export function pageCard(input: PageCardInput, lang: CardLanguage) {
  const accent = input.category ? coloursOf(input.category).strong : palette.primary;
  const title = clip(input.title, input.code ? 48 : 70);
  return (
    <Frame accent={accent} size={cardSize} padding={56} footer={lang.footer.page} lang={lang}>
      <div
        style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}
      >
        <Eyebrow size={26} colour={accent} lang={lang}>
          {clip(input.eyebrow, 60)}
        </Eyebrow>
        <div
          style={{
            display: "flex",
            flexDirection: row(lang),
            alignItems: "baseline",
            gap: 28,
            marginTop: 12,
          }}
        >
          {input.code ? (
            <div style={{ fontSize: 112, fontWeight: 700, color: accent, letterSpacing: -2 }}>
              {input.code}
            </div>
          ) : null}
          <Text
            lang={lang}
            english={input.english}
            text={title}
            size={input.code ? 56 : title.length > 40 ? 60 : 72}
            weight={700}
            lineHeight={1.1}
            style={{ letterSpacing: lang.units ? 0 : -1, flexShrink: 1, flexGrow: 1 }}
          />
        </div>
        <Text
          lang={lang}
          english={input.english}
          text={clip(input.description, 150)}
          size={28}
          lineHeight={1.4}
          colour={palette.mutedForeground}
          style={{ marginTop: 24, maxWidth: 1000, alignSelf: lineStart(lang) }}
        />
      </div>
    </Frame>
  );
}

/** One dimension's bar as on the results screen: from the middle toward the leaning pole. */
function Bar({
  dimension,
  value,
  width,
  scale,
  lang,
}: {
  dimension: Dimension;
  value: number;
  width: number;
  scale: number;
  lang: CardLanguage;
}) {
  const reading = readDimension(dimension, value);
  const [left, right] = poles[dimension];
  const leansRight = reading.pole === right.pole;
  const fill = ((reading.strength - 50) / 100) * width;
  // Right to left, the first pole sits on the right, as on the results screen.
  const fromStart = leansRight ? width / 2 : width / 2 - fill;
  return (
    <div style={{ display: "flex", flexDirection: "column", width }}>
      <div
        style={{
          display: "flex",
          flexDirection: row(lang),
          justifyContent: "space-between",
          alignItems: "baseline",
        }}
      >
        <Text lang={lang} text={lang.dimension(dimension)} size={24 * scale} weight={700} />
        <div style={{ display: "flex", flexDirection: row(lang), gap: 8 * scale }}>
          <Text lang={lang} text={lang.percent(reading.strength)} size={24 * scale} weight={700} />
          <Text lang={lang} text={lang.pole(reading.pole)} size={24 * scale} />
        </div>
      </div>
      <Track width={width} scale={scale} marginTop={8 * scale} clipped>
        <div
          style={{
            position: "absolute",
            top: 0,
            bottom: 0,
            left: isRtl(lang) ? width - fromStart - fill : fromStart,
            width: fill,
            borderRadius: 7 * scale,
            background: leansRight ? palette.primary : palette.firstPole,
          }}
        />
        <MidLine width={width} />
      </Track>
      <div
        style={{
          display: "flex",
          flexDirection: row(lang),
          justifyContent: "space-between",
          marginTop: 4 * scale,
          color: palette.mutedForeground,
        }}
      >
        <Muted lang={lang} text={lang.pole(left.pole)} size={18 * scale} />
        <Muted lang={lang} text={lang.clarity(reading.clarity)} size={18 * scale} />
        <Muted lang={lang} text={lang.pole(right.pole)} size={18 * scale} />
      </div>
    </div>
  );
}

function Bars({
  scores,
  width,
  scale,
  gap,
  lang,
}: {
  scores: DimensionScores;
  width: number;
  scale: number;
  gap: number;
  lang: CardLanguage;
}) {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap }}>
      {dimensions.map((dimension) => (
        <Bar
          key={dimension}
          dimension={dimension}
          value={scores[dimension]}
          width={width}
          scale={scale}
          lang={lang}
        />
      ))}
    </div>
  );
}

function TypeHeading({
  input,
  codeSize,
  lang,
}: {
  input: ResultCardInput;
  codeSize: number;
  lang: CardLanguage;
}) {
  const colours = coloursOf(input.category);
  return (
    <div style={{ display: "flex", flexDirection: "column", flexGrow: 1 }}>
      <Eyebrow size={codeSize * 0.22} colour={colours.strong} lang={lang}>
        {lang.resultEyebrow}
      </Eyebrow>
      <div
        style={{
          display: "flex",
          alignSelf: lineStart(lang),
          fontSize: codeSize,
          fontWeight: 700,
          letterSpacing: -2,
          color: colours.strong,
          lineHeight: 1.05,
        }}
      >
        {input.type}
      </div>
      <Text lang={lang} text={clip(input.name, 28)} size={codeSize * 0.42} weight={700} />
      <div
        style={{
          display: "flex",
          alignSelf: lineStart(lang),
          marginTop: codeSize * 0.18,
          padding: `${codeSize * 0.05}px ${codeSize * 0.14}px`,
          borderRadius: 999,
          background: colours.soft,
        }}
      >
        <Text
          lang={lang}
          text={lang.category(input.category)}
          size={codeSize * 0.2}
          weight={700}
          colour={colours.strong}
        />
      </div>
    </div>
  );
}

/** A result's frame, in its category's colour, whichever way up. */
function ResultFrame({
  input,
  size,
  padding,
  lang,
  children,
}: {
  input: ResultCardInput;
  size: { width: number; height: number };
  padding: number;
  lang: CardLanguage;
  children: ReactNode;
}) {
  return (
    <Frame
      accent={coloursOf(input.category).strong}
      size={size}
      padding={padding}
      footer={lang.footer.result}
      lang={lang}
    >
      {children}
    </Frame>
  );
}

/** 1200x630: one result, for a public result page's preview. */
export function resultCard(input: ResultCardInput, lang: CardLanguage) {
  return (
    <ResultFrame input={input} size={cardSize} padding={48} lang={lang}>
      <div
        style={{
          display: "flex",
          flexDirection: row(lang),
          alignItems: "center",
          gap: 48,
          flexGrow: 1,
        }}
      >
        <div style={{ display: "flex", width: 400 }}>
          <TypeHeading input={input} codeSize={104} lang={lang} />
        </div>
        <Bars scores={input.scores} width={656} scale={0.8} gap={10} lang={lang} />
      </div>
    </ResultFrame>
  );
}

/** 1080x1350: the results screen's "Download image", the same design upright. */
export function shareCard(input: ResultCardInput, lang: CardLanguage) {
  return (
    <ResultFrame input={input} size={shareSize} padding={72} lang={lang}>
      <div
        style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}
      >
        <div style={{ display: "flex" }}>
          <TypeHeading input={input} codeSize={150} lang={lang} />
        </div>
        <div style={{ display: "flex", marginTop: 56 }}>
          <Bars scores={input.scores} width={936} scale={1.15} gap={30} lang={lang} />
        </div>
      </div>
    </ResultFrame>
  );
}

/** A comparison's "1" or "2" in a circle of that side's colour, as a mark or beside its type. */
function NumberDot({
  label,
  colour,
  size,
  fontSize,
  style,
}: {
  label: string;
  colour: string;
  size: number;
  fontSize: number;
  /** Where a mark sits on its scale, and its ring. */
  style?: CSSProperties;
}) {
  return (
    <div
      style={{
        ...style,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: size / 2,
        background: colour,
        color: palette.primaryForeground,
        fontSize,
        fontWeight: 700,
      }}
    >
      {label}
    </div>
  );
}

/** One dimension with both results as marks on one scale. */
function PairScale({
  dimension,
  a,
  b,
  colourA,
  colourB,
  width,
  lang,
}: {
  dimension: Dimension;
  a: number;
  b: number;
  colourA: string;
  colourB: string;
  width: number;
  lang: CardLanguage;
}) {
  const [left, right] = poles[dimension];
  const mark = (value: number, colour: string, label: string) => (
    <NumberDot
      label={label}
      colour={colour}
      size={28}
      fontSize={14}
      style={{
        position: "absolute",
        top: -7,
        left: ((isRtl(lang) ? 100 - value : value) / 100) * width - 14,
        border: `3px solid ${palette.background}`,
      }}
    />
  );
  return (
    <div style={{ display: "flex", flexDirection: "column", width }}>
      <div style={{ display: "flex", flexDirection: row(lang) }}>
        <div style={{ display: "flex", width: 300, justifyContent: lineStart(lang) }}>
          <Muted lang={lang} text={lang.pole(left.pole)} size={20} />
        </div>
        <div style={{ display: "flex", flexGrow: 1, justifyContent: "center" }}>
          <Text lang={lang} text={lang.dimension(dimension)} size={20} weight={700} />
        </div>
        <div style={{ display: "flex", width: 300, justifyContent: lineEnd(lang) }}>
          <Muted lang={lang} text={lang.pole(right.pole)} size={20} />
        </div>
      </div>
      <Track width={width} scale={1} marginTop={12}>
        <MidLine width={width} />
        {mark(a, colourA, "1")}
        {mark(b, colourB, "2")}
      </Track>
    </div>
  );
}

/** 1200x630: two results side by side, each dimension as two marks on one scale. */
export function comparisonCard(a: ResultCardInput, b: ResultCardInput, lang: CardLanguage) {
  const colourA = coloursOf(a.category).strong;
  // Two results of one category would get one colour: the second then takes the site's own.
  const colourB =
    coloursOf(b.category).strong === colourA ? palette.foreground : coloursOf(b.category).strong;
  const side = (input: ResultCardInput, colour: string, label: string, end: boolean) => (
    <div
      style={{
        display: "flex",
        flexDirection: row(lang),
        alignItems: "center",
        justifyContent: end ? lineEnd(lang) : lineStart(lang),
        gap: 16,
        width: 540,
      }}
    >
      <NumberDot label={label} colour={colour} size={40} fontSize={22} />
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{
            display: "flex",
            alignSelf: lineStart(lang),
            fontSize: 44,
            fontWeight: 700,
            color: colour,
          }}
        >
          {input.type}
        </div>
        <Text lang={lang} text={clip(input.name, 34)} size={22} weight={700} />
      </div>
    </div>
  );
  return (
    <Frame accent={colourA} size={cardSize} padding={48} footer={lang.footer.compare} lang={lang}>
      <div
        style={{
          display: "flex",
          flexDirection: row(lang),
          justifyContent: "space-between",
          marginTop: 8,
        }}
      >
        {side(a, colourA, "1", false)}
        {side(b, colourB, "2", true)}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 8, marginTop: 12 }}>
        {dimensions.map((dimension) => (
          <PairScale
            key={dimension}
            dimension={dimension}
            a={a.scores[dimension]}
            b={b.scores[dimension]}
            colourA={colourA}
            colourB={colourB}
            width={1104}
            lang={lang}
          />
        ))}
      </div>
    </Frame>
  );
}
