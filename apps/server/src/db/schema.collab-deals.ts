// Kysely table types of the collab area's deals part (0042): the request form and competitor list.
import type { ColumnType } from 'kysely';
import type { Numeric } from './schema.accounting.ts';

export type CollabDealsTables = {
  collab_request_forms: {
    package_id: number;
    brand_name: string;
    product_category: string;
    ad_duration: string;
    budget_min: Numeric | null;
    budget_max: Numeric | null;
    budget_currency: string;
    collaboration_count: number | null;
    product_description: string;
    content_expectations: string;
    collaboration_format: string;
    material_seconds: number | null;
    video_length_seconds: number | null;
    exposure_points: string[];
    hashtags: string[];
    collaboration_types: string[];
    native_break_production: string | null;
    updated_by: number | null;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  collab_competitors: {
    package_id: number;
    position: number;
    name: string;
  };
};
