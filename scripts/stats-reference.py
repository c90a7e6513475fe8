#!/usr/bin/env python3
"""Independent reference values for the statistics' formulas (issue 22, decision 039).

    python3 scripts/stats-reference.py            # recompute the reference JSON from the CSVs
    python3 scripts/stats-reference.py --generate # also regenerate both CSVs (fixed seeds)

The Vitest test app/statistics/compute.test.ts compares app/statistics/compute.ts with the JSON this
writes. Everything here uses numpy's and scipy's own routines (np.cov, np.var, np.corrcoef,
np.bincount, scipy.stats.f), not a port of the TypeScript, so a shared mistake is unlikely. The one
thing copied on purpose is the definition of the 0-100 score (spec section 5, with halves rounded
away from 50), because the statistics describe exactly the score people are shown.

The data sets come from the latent model of decision 039: five independent traits ~ N(0, 1); a
statement's answer is round(4 + 1.5 * (loading * key * trait + sqrt(1 - loading^2) * noise)),
clipped to 1..7, where key is +1 for a statement scored as written and -1 for a reversed one.

- respondents.csv (400 people, seed 22): English 250, German 150, with two flaws on purpose:
  statement 7 is pure noise (loading 0), and statement 20, which is reversed, is answered as if
  it were not (its key is +1), so it correlates the wrong way.
- respondents-large.csv (2,000 people, seed 39, English only, no flaws): for comparing the
  bootstrap interval of alpha with Feldt's (1965) analytic interval.
"""

import csv
import json
import sys
from pathlib import Path

import numpy as np
from scipy import stats

HERE = Path(__file__).resolve().parent.parent / "app" / "statistics" / "fixtures"
DIMENSIONS = ["mind", "energy", "nature", "tactics", "identity"]
SECOND_POLES = ["E", "N", "F", "P"]
K = 12
# Statement ids 1-60: twelve per dimension in order; in each dimension the even ids are reversed.
REVERSED = np.array([(i % 2) == 0 for i in range(1, 61)])
LOADINGS = np.array([[0.75, 0.7, 0.65, 0.6, 0.55, 0.5][(i - 1) % 6] for i in range(1, 61)])


def generate(path, n, seed, locales, flawed):
    rng = np.random.default_rng(seed)
    traits = rng.standard_normal((n, 5))
    noise = rng.standard_normal((n, 60))
    loadings = LOADINGS.copy()
    keys = np.where(REVERSED, -1.0, 1.0)
    if flawed:
        loadings[7 - 1] = 0.0  # statement 7 measures nothing
        keys[20 - 1] = 1.0  # statement 20 is reversed but answered as written
    trait_of_item = np.repeat(np.arange(5), K)
    latent = loadings * keys * traits[:, trait_of_item] + np.sqrt(1 - loadings**2) * noise
    answers = np.clip(np.rint(4 + 1.5 * latent), 1, 7).astype(int)
    codes = [code for code, count in locales for _ in range(count)]
    with open(path, "w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["answers", "locale"])
        for row, locale in zip(answers, codes):
            writer.writerow(["".join(str(a) for a in row), locale])


def read(path):
    with open(path, newline="") as file:
        rows = list(csv.DictReader(file))
    answers = np.array([[int(c) for c in row["answers"]] for row in rows])
    locales = np.array([row["locale"] for row in rows])
    return answers, locales


def scores_of(keyed):
    """The 0-100 score of each dimension (spec section 5), halves rounded away from 50."""
    out = []
    for d in range(5):
        average = (keyed[:, d * K : (d + 1) * K] - 4).mean(axis=1)
        value = (average + 3) / 6 * 100
        rounded = np.where(value < 50, -np.floor(-value + 0.5), np.floor(value + 0.5))
        out.append(np.clip(rounded, 0, 100).astype(int))
    return np.stack(out, axis=1)


def alpha_of(items):
    covariance = np.cov(items, rowvar=False, ddof=1)
    k = items.shape[1]
    return k / (k - 1) * (1 - np.trace(covariance) / covariance.sum())


def feldt(alpha, n, k, confidence=0.95):
    """Feldt (1965): (1 - alpha) / (1 - alpha_hat) follows F(n - 1, (n - 1)(k - 1))."""
    tail = (1 - confidence) / 2
    df1, df2 = n - 1, (n - 1) * (k - 1)
    return [
        1 - (1 - alpha) * stats.f.ppf(1 - tail, df1, df2),
        1 - (1 - alpha) * stats.f.ppf(tail, df1, df2),
    ]


def group(answers):
    keyed = np.where(REVERSED, 8 - answers, answers)
    scores = scores_of(keyed)
    dimensions = {}
    for d, name in enumerate(DIMENSIONS):
        items = keyed[:, d * K : (d + 1) * K].astype(float)
        alpha = alpha_of(items)
        sd = float(np.std(scores[:, d], ddof=1))
        dimensions[name] = {
            "n": int(len(answers)),
            "mean": float(np.mean(scores[:, d])),
            "sd": sd,
            "alpha": float(alpha),
            "sem": float(sd * np.sqrt(1 - alpha)),
            "histogram": np.bincount(scores[:, d], minlength=101).tolist(),
            "feldt": feldt(alpha, len(answers), K),
        }
    items = []
    for i in range(60):
        d = i // K
        block = keyed[:, d * K : (d + 1) * K].astype(float)
        rest = block.sum(axis=1) - keyed[:, i]
        raw = answers[:, i].astype(float)
        items.append(
            {
                "id": i + 1,
                "mean": float(np.mean(raw)),
                "sd": float(np.std(raw, ddof=1)),
                "distribution": np.bincount(answers[:, i], minlength=8)[1:].tolist(),
                "itemTotal": float(np.corrcoef(keyed[:, i], rest)[0, 1]),
            }
        )
    letters = [
        "".join(pole if score > 50 else first for score, pole, first in zip(row[:4], SECOND_POLES, "ISTJ"))
        for row in scores
    ]
    codes, counts = np.unique(letters, return_counts=True)
    return {
        "n": int(len(answers)),
        "dimensions": dimensions,
        "items": items,
        "types": {str(code): int(count) for code, count in zip(codes, counts)},
        "identities": {"A": int((scores[:, 4] > 50).sum()), "T": int((scores[:, 4] <= 50).sum())},
    }


def main():
    small, large = HERE / "respondents.csv", HERE / "respondents-large.csv"
    if "--generate" in sys.argv:
        generate(small, 400, 22, [("en", 250), ("de", 150)], flawed=True)
        generate(large, 2000, 39, [("en", 2000)], flawed=False)
    answers, locales = read(small)
    reference = {
        "source": "scripts/stats-reference.py (numpy %s, scipy %s)" % (np.__version__, sp_version()),
        "overall": group(answers),
        "byLocale": {code: group(answers[locales == code]) for code in sorted(set(locales))},
    }
    large_answers, _ = read(large)
    reference["large"] = {
        name: {key: stats_[key] for key in ("n", "alpha", "feldt")}
        for name, stats_ in group(large_answers)["dimensions"].items()
    }
    with open(HERE / "reference.json", "w") as file:
        json.dump(reference, file, indent=1)
        file.write("\n")


def sp_version():
    import scipy

    return scipy.__version__


if __name__ == "__main__":
    main()
