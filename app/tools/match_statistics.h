#pragma once

// What a match's results say: the score, an Elo difference with its 95 % interval, and a
// sequential probability ratio test (SPRT) that stops a match once it has decided.

namespace hasami::cli {

// Games won, drawn and lost by one side.
struct Tally {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    int games() const { return wins + draws + losses; }
    // Points per game: a win 1, a draw 1/2.
    double score() const;
    // Half the 95 % confidence interval of score(): 1.96 standard errors of the mean.
    double margin95() const;
};

// The Elo difference that predicts a score (logistic model); a score of 0 or 1 is clamped to
// 0.001 or 0.999 so that every result has a finite value.
double eloFromScore(double score);

// Wald's test of H0 "the Elo difference is elo0" against H1 "it is elo1" with the error rates
// alpha (accepting H1 wrongly) and beta (accepting H0 wrongly).
struct Sprt {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;

    enum class Decision { Continue, AcceptH0, AcceptH1 };

    double lowerBound() const;  // log(beta / (1 - alpha)): accept H0 at or below it
    double upperBound() const;  // log((1 - beta) / alpha): accept H1 at or above it
    // The log-likelihood ratio of the results on the trinomial (win, draw, loss) model, in the
    // normal approximation fishtest uses: N (s1 - s0) (2 mean - s0 - s1) / (2 variance), with
    // s0, s1 the scores that elo0 and elo1 predict and the mean and variance of the points.
    // 0 while the points do not vary (all wins so far, say).
    double llr(const Tally& tally) const;
    Decision decide(const Tally& tally) const;
};

}  // namespace hasami::cli
