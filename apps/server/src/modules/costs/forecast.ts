/**
 * Month-end forecast from the month's daily costs so far. With 7 or more complete days a
 * least-squares line through the days (it follows a trend, such as growing traffic, that a
 * run-rate misses); with 3 to 6 a run-rate (the mean day, as OCI does: too few points for a
 * slope); with fewer, no forecast beyond what is billed. The band is the residuals' spread, 1.96
 * standard deviations of the sum of the days left (days taken as independent).
 */
export interface Forecast {
  amount: number;
  low: number;
  high: number;
  method: 'runRate' | 'leastSquares' | 'none';
  daysWithData: number;
}

export function forecastMonth(days: number[], daysInMonth: number): Forecast {
  const actual = days.reduce((s, d) => s + d, 0);
  const n = days.length;
  const left = Math.max(0, daysInMonth - n);
  if (n < 3 || left === 0) {
    return { amount: actual, low: actual, high: actual, method: 'none', daysWithData: n };
  }
  let predict: (x: number) => number;
  let method: Forecast['method'];
  if (n >= 7) {
    const xm = (n - 1) / 2;
    const ym = actual / n;
    let sxy = 0;
    let sxx = 0;
    days.forEach((y, x) => {
      sxy += (x - xm) * (y - ym);
      sxx += (x - xm) ** 2;
    });
    const slope = sxy / sxx;
    predict = (x) => Math.max(0, ym + slope * (x - xm));
    method = 'leastSquares';
  } else {
    const mean = actual / n;
    predict = () => mean;
    method = 'runRate';
  }
  const residual = Math.sqrt(
    days.reduce((s, y, x) => s + (y - predict(x)) ** 2, 0) / Math.max(1, n - 1),
  );
  let rest = 0;
  for (let x = n; x < daysInMonth; x++) rest += predict(x);
  const spread = 1.96 * residual * Math.sqrt(left);
  return {
    amount: Math.round(actual + rest),
    low: Math.round(actual + Math.max(0, rest - spread)),
    high: Math.round(actual + rest + spread),
    method,
    daysWithData: n,
  };
}
