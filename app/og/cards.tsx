import type { CSSProperties, ReactNode } from "react";
import { dimensionNames, dimensions, type Dimension } from "~/assessment/questions";
import { poles, readDimension, type DimensionScores } from "~/assessment/scoring";
import { site } from "~/config/site";
import { coloursOf, palette } from "./palette";

/**
 * The preview images, drawn as satori elements (flexbox only; every element with more than one
 * child says `display: flex`). Pure: the same input gives the same picture, which is what lets the
 * server keep one render per input (./images.server.ts).
 */

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
}

/** One result: the type key ("INTJ-A"), its name and category, and the five scores. */
export interface ResultCardInput {
  type: string;
  name: string;
  category: string;
  scores: DimensionScores;
  /** A display name the owner chose to show ("Sam's result"), if any. */
  owner?: string;
}

const clarityText = {
  slight: "Slight",
  moderate: "Moderate",
  clear: "Clear",
  "very clear": "Very clear",
} as const;

/** Cuts text to `max` characters at a word, with an ellipsis, so a long title cannot overflow. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** The site's logo (components/layout/logo.tsx) and name. */
function Wordmark({ size = 30 }: { size?: number }) {
  const mark = size * 1.4;
  return (
    <div style={{ display: "flex", alignItems: "center", gap: size * 0.4 }}>
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
}: {
  accent: string;
  size: { width: number; height: number };
  padding: number;
  children: ReactNode;
  footer: string;
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
        fontFamily: "Inter",
        borderTop: `${accentWidth}px solid ${accent}`,
        padding,
      }}
    >
      <Wordmark size={width > 1100 ? 30 : 34} />
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1 }}>{children}</div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          borderTop: `2px solid ${palette.border}`,
          paddingTop: 20,
          fontSize: 24,
          color: palette.mutedForeground,
        }}
      >
        <span>{footer}</span>
        <span style={{ color: palette.primary, fontWeight: 700 }}>{site.tagline}</span>
      </div>
    </div>
  );
}

/** The small upper-case line above a title or a type. */
function Eyebrow({ size, colour, children }: { size: number; colour: string; children: string }) {
  return (
    <div
      style={{
        display: "flex",
        fontSize: size,
        fontWeight: 700,
        letterSpacing: 2,
        textTransform: "uppercase",
        color: colour,
      }}
    >
      {children}
    </div>
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
export function pageCard(input: PageCardInput) {
  const accent = input.category ? coloursOf(input.category).strong : palette.primary;
  const title = clip(input.title, input.code ? 48 : 70);
  return (
    <Frame
      accent={accent}
      size={cardSize}
      padding={56}
      footer="Free personality test · 16 types · 5 dimensions"
    >
      <div
        style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}
      >
        <Eyebrow size={26} colour={accent}>
          {clip(input.eyebrow, 60)}
        </Eyebrow>
        <div style={{ display: "flex", alignItems: "baseline", gap: 28, marginTop: 12 }}>
          {input.code ? (
            <div style={{ fontSize: 112, fontWeight: 700, color: accent, letterSpacing: -2 }}>
              {input.code}
            </div>
          ) : null}
          <div
            style={{
              display: "flex",
              fontSize: input.code ? 56 : title.length > 40 ? 60 : 72,
              fontWeight: 700,
              lineHeight: 1.1,
              letterSpacing: -1,
              flexShrink: 1,
            }}
          >
            {title}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 24,
            fontSize: 28,
            lineHeight: 1.4,
            color: palette.mutedForeground,
            maxWidth: 1000,
          }}
        >
          {clip(input.description, 150)}
        </div>
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
}: {
  dimension: Dimension;
  value: number;
  width: number;
  scale: number;
}) {
  const reading = readDimension(dimension, value);
  const [left, right] = poles[dimension];
  const leansRight = reading.leaning === right.name;
  const fill = ((reading.strength - 50) / 100) * width;
  return (
    <div style={{ display: "flex", flexDirection: "column", width }}>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "baseline",
          fontSize: 24 * scale,
        }}
      >
        <span style={{ fontWeight: 700 }}>{dimensionNames[dimension]}</span>
        <span style={{ display: "flex", gap: 8 * scale }}>
          <span style={{ fontWeight: 700 }}>{`${reading.strength}%`}</span>
          <span>{reading.leaning}</span>
        </span>
      </div>
      <Track width={width} scale={scale} marginTop={8 * scale} clipped>
        <div
          style={{
            position: "absolute",
            top: 0,
            bottom: 0,
            left: leansRight ? width / 2 : width / 2 - fill,
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
          justifyContent: "space-between",
          marginTop: 4 * scale,
          fontSize: 18 * scale,
          color: palette.mutedForeground,
        }}
      >
        <span>{left.name}</span>
        <span>{`${clarityText[reading.clarity]} preference`}</span>
        <span>{right.name}</span>
      </div>
    </div>
  );
}

function Bars({
  scores,
  width,
  scale,
  gap,
}: {
  scores: DimensionScores;
  width: number;
  scale: number;
  gap: number;
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
        />
      ))}
    </div>
  );
}

function TypeHeading({ input, codeSize }: { input: ResultCardInput; codeSize: number }) {
  const colours = coloursOf(input.category);
  return (
    <div style={{ display: "flex", flexDirection: "column" }}>
      <Eyebrow size={codeSize * 0.22} colour={colours.strong}>
        {input.owner ? clip(`${input.owner}’s type`, 40) : "Personality type"}
      </Eyebrow>
      <div
        style={{
          display: "flex",
          fontSize: codeSize,
          fontWeight: 700,
          letterSpacing: -2,
          color: colours.strong,
          lineHeight: 1.05,
        }}
      >
        {input.type}
      </div>
      <div style={{ display: "flex", fontSize: codeSize * 0.42, fontWeight: 700 }}>
        {clip(input.name, 28)}
      </div>
      <div
        style={{
          display: "flex",
          alignSelf: "flex-start",
          marginTop: codeSize * 0.18,
          padding: `${codeSize * 0.05}px ${codeSize * 0.14}px`,
          borderRadius: 999,
          background: colours.soft,
          color: colours.strong,
          fontSize: codeSize * 0.2,
          fontWeight: 700,
        }}
      >
        {input.category}
      </div>
    </div>
  );
}

/** A result's frame, in its category's colour, whichever way up. */
function ResultFrame({
  input,
  size,
  padding,
  children,
}: {
  input: ResultCardInput;
  size: { width: number; height: number };
  padding: number;
  children: ReactNode;
}) {
  return (
    <Frame
      accent={coloursOf(input.category).strong}
      size={size}
      padding={padding}
      footer="Take the free test and compare your result"
    >
      {children}
    </Frame>
  );
}

/** 1200x630: one result, for a public result page's preview. */
export function resultCard(input: ResultCardInput) {
  return (
    <ResultFrame input={input} size={cardSize} padding={48}>
      <div style={{ display: "flex", alignItems: "center", gap: 48, flexGrow: 1 }}>
        <div style={{ display: "flex", width: 400 }}>
          <TypeHeading input={input} codeSize={104} />
        </div>
        <Bars scores={input.scores} width={656} scale={0.8} gap={10} />
      </div>
    </ResultFrame>
  );
}

/** 1080x1350: the results screen's "Download image", the same design upright. */
export function shareCard(input: ResultCardInput) {
  return (
    <ResultFrame input={input} size={shareSize} padding={72}>
      <div
        style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}
      >
        <TypeHeading input={input} codeSize={150} />
        <div style={{ display: "flex", marginTop: 56 }}>
          <Bars scores={input.scores} width={936} scale={1.15} gap={30} />
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
}: {
  dimension: Dimension;
  a: number;
  b: number;
  colourA: string;
  colourB: string;
  width: number;
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
        left: (value / 100) * width - 14,
        border: `3px solid ${palette.background}`,
      }}
    />
  );
  return (
    <div style={{ display: "flex", flexDirection: "column", width }}>
      <div style={{ display: "flex", fontSize: 20 }}>
        <span style={{ display: "flex", width: 300, color: palette.mutedForeground }}>
          {left.name}
        </span>
        <span style={{ display: "flex", flexGrow: 1, justifyContent: "center", fontWeight: 700 }}>
          {dimensionNames[dimension]}
        </span>
        <span
          style={{
            display: "flex",
            width: 300,
            justifyContent: "flex-end",
            color: palette.mutedForeground,
          }}
        >
          {right.name}
        </span>
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
export function comparisonCard(a: ResultCardInput, b: ResultCardInput) {
  const colourA = coloursOf(a.category).strong;
  // Two results of one category would get one colour: the second then takes the site's own.
  const colourB =
    coloursOf(b.category).strong === colourA ? palette.foreground : coloursOf(b.category).strong;
  const side = (input: ResultCardInput, colour: string, label: string, end: boolean) => (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: end ? "flex-end" : "flex-start",
        gap: 16,
        width: 540,
      }}
    >
      <NumberDot label={label} colour={colour} size={40} fontSize={22} />
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 44, fontWeight: 700, color: colour }}>
          {input.type}
        </div>
        <div style={{ display: "flex", fontSize: 22, fontWeight: 700 }}>
          {clip(input.owner ? `${input.owner} · ${input.name}` : input.name, 34)}
        </div>
      </div>
    </div>
  );
  return (
    <Frame
      accent={colourA}
      size={cardSize}
      padding={48}
      footer="Compare your result with a friend’s"
    >
      <div style={{ display: "flex", justifyContent: "space-between", marginTop: 8 }}>
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
          />
        ))}
      </div>
    </Frame>
  );
}
