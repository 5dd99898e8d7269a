package main

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
)

// ProductsHandler serves the catalogue and the stock.
type ProductsHandler struct {
	store *Store
}

// ProductPage is one page of a product search.
type ProductPage struct {
	Products []Product `json:"products"`
	// Total counts every matching product, also those past the limit.
	Total int `json:"total"`
}

// ListProducts searches the catalogue: q must appear in the name or the
// description (ignoring case), category must match exactly; at most limit
// products (default 20, at most 100), ordered by ID.
func (h *ProductsHandler) ListProducts(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit := 20
	if s := q.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 100 {
			writeError(w, http.StatusBadRequest, "limit must be an integer from 1 to 100")
			return
		}
		limit = n
	}
	products, total := h.store.Products(q.Get("q"), q.Get("category"), limit)
	if products == nil {
		products = []Product{}
	}
	writeJSON(w, http.StatusOK, ProductPage{Products: products, Total: total})
}

// GetProduct returns one product.
func (h *ProductsHandler) GetProduct(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	p, err := h.store.Product(id)
	if err != nil {
		storeError(w, err, "product "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// NewProduct is a product to add, or the new content of one.
type NewProduct struct {
	// Name is what the product is called.
	Name string `json:"name" validate:"min=1,max=200"`
	// Description says what the product is, in a sentence or two.
	Description string `json:"description,omitempty" validate:"max=2000"`
	// Category groups products ("coffee", "tea", "equipment").
	Category string `json:"category" validate:"min=1"`
	// PriceCents is the price in euro cents.
	PriceCents int `json:"priceCents" validate:"min=0"`
	// Tags label the product.
	Tags []string `json:"tags,omitempty"`
}

func (in NewProduct) check() string {
	switch {
	case strings.TrimSpace(in.Name) == "":
		return "a product needs a name"
	case strings.TrimSpace(in.Category) == "":
		return "a product needs a category"
	case in.PriceCents < 0:
		return "the price cannot be negative"
	}
	return ""
}

// CreateProduct adds a product to the catalogue, with no units in stock.
func (h *ProductsHandler) CreateProduct(w http.ResponseWriter, r *http.Request) {
	var in NewProduct
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid product: %v", err)
		return
	}
	if msg := in.check(); msg != "" {
		writeError(w, http.StatusUnprocessableEntity, "%s", msg)
		return
	}
	p := h.store.Create(Product{Name: in.Name, Description: in.Description, Category: in.Category, PriceCents: in.PriceCents, Tags: in.Tags})
	w.Header().Set("Location", "/api/products/"+strconv.Itoa(p.ID))
	writeJSON(w, http.StatusCreated, p)
}

// ReplaceProduct replaces every field of a product.
func (h *ProductsHandler) ReplaceProduct(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	var in NewProduct
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid product: %v", err)
		return
	}
	if msg := in.check(); msg != "" {
		writeError(w, http.StatusUnprocessableEntity, "%s", msg)
		return
	}
	p, err := h.store.Update(id, func(p *Product) {
		*p = Product{Name: in.Name, Description: in.Description, Category: in.Category, PriceCents: in.PriceCents, Tags: slices.Clone(in.Tags)}
	})
	if err != nil {
		storeError(w, err, "product "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// ProductPatch changes some fields of a product; the others keep their
// values.
type ProductPatch struct {
	Name        *string `json:"name,omitempty" validate:"omitempty,min=1,max=200"`
	Description *string `json:"description,omitempty" validate:"omitempty,max=2000"`
	Category    *string `json:"category,omitempty" validate:"omitempty,min=1"`
	PriceCents  *int    `json:"priceCents,omitempty" validate:"omitempty,min=0"`
	// Tags, when present, replace all the tags.
	Tags []string `json:"tags,omitempty"`
}

// UpdateProduct changes some fields of a product.
func (h *ProductsHandler) UpdateProduct(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	var in ProductPatch
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid change: %v", err)
		return
	}
	if in.PriceCents != nil && *in.PriceCents < 0 {
		writeError(w, http.StatusUnprocessableEntity, "the price cannot be negative")
		return
	}
	p, err := h.store.Update(id, func(p *Product) {
		if in.Name != nil {
			p.Name = *in.Name
		}
		if in.Description != nil {
			p.Description = *in.Description
		}
		if in.Category != nil {
			p.Category = *in.Category
		}
		if in.PriceCents != nil {
			p.PriceCents = *in.PriceCents
		}
		if in.Tags != nil {
			p.Tags = slices.Clone(in.Tags)
		}
	})
	if err != nil {
		storeError(w, err, "product "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// DeleteProduct removes a product from the catalogue; a product that open
// orders hold cannot be removed.
func (h *ProductsHandler) DeleteProduct(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	if err := h.store.Delete(id); err != nil {
		storeError(w, err, "product "+strconv.Itoa(id))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// GetStock returns how many units of a product are available and reserved.
func (h *ProductsHandler) GetStock(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	st, err := h.store.Stock(id)
	if err != nil {
		storeError(w, err, "product "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// StockAdjustment adds units to the stock, or removes them.
type StockAdjustment struct {
	// Delta is the number of units to add; negative to remove.
	Delta int `json:"delta"`
	// Reason says why, for the stock log ("delivery", "breakage").
	Reason string `json:"reason,omitempty"`
}

// AdjustStock adds units to the stock of a product, or removes them; the
// available units never go below zero.
func (h *ProductsHandler) AdjustStock(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	var in StockAdjustment
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid adjustment: %v", err)
		return
	}
	st, err := h.store.AdjustStock(id, in.Delta)
	if err != nil {
		storeError(w, err, "the stock of product "+strconv.Itoa(id))
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// Category is one category of the catalogue.
type Category struct {
	Name string `json:"name"`
	// Products counts the products of the category.
	Products int `json:"products"`
}

// CategoryList lists the categories.
type CategoryList struct {
	Categories []Category `json:"categories"`
}

// ListCategories lists the categories of the catalogue, by name.
func (h *ProductsHandler) ListCategories(w http.ResponseWriter, r *http.Request) {
	counts := h.store.Categories()
	out := CategoryList{Categories: []Category{}}
	for name, n := range counts {
		out.Categories = append(out.Categories, Category{Name: name, Products: n})
	}
	slices.SortFunc(out.Categories, func(a, b Category) int { return strings.Compare(a.Name, b.Name) })
	writeJSON(w, http.StatusOK, out)
}
