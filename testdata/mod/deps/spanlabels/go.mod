module example.com/spanlabels

go 1.26.0
