package naming

import "testing"

func TestSnakeCase(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"GetDocket", "get_docket"},
		{"HTTPRequest", "http_request"},
		{"GetUserByID", "get_user_by_id"},
		{"ListOpenPRs", "list_open_prs"},
		{"GetV2Items", "get_v2_items"},
		{"parseURL", "parse_url"},
		{"Ping", "ping"},
		{"already_snake", "already_snake"},
		{"ID", "id"},
		{"APIKeyForURLs", "api_key_for_urls"},
		{"X", "x"},
	} {
		if got := SnakeCase(tc.in); got != tc.want {
			t.Errorf("SnakeCase(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTitle(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"GetByID", "Get by ID"},
		{"ListOpenPRs", "List open PRs"},
		{"GetDocket", "Get docket"},
		{"HTTPRequest", "HTTP request"},
		{"DeleteAPIKey", "Delete API key"},
	} {
		if got := Title(tc.in); got != tc.want {
			t.Errorf("Title(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
