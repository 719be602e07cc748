/**
 * A strict reader of Prometheus' text exposition format 0.0.4
 * (https://prometheus.io/docs/instrumenting/exposition_formats/), for tests that read `/metrics`: it throws on
 * anything a Prometheus server would refuse or misread (a sample outside its declared family, a family split in
 * two, a repeated series, a bad name, label or escape) and on histograms that do not add up (buckets out of order,
 * not cumulative, no `+Inf`, `+Inf` unequal to `_count`, no `_sum`).
 */
export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
export interface Sample {
    name: string;
    labels: Record<string, string>;
    value: number;
}
export interface MetricFamily {
    name: string;
    type: MetricType;
    help: string;
    samples: Sample[];
}
export declare function parsePrometheusText(text: string): Map<string, MetricFamily>;
/** The value of the one sample of `name` whose labels include `labels`; 0 when there is none (a counter not yet moved). */
export declare function sampleValue(families: Map<string, MetricFamily>, name: string, labels?: Record<string, string>): number;
